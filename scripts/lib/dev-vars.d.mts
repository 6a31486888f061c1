export function readDevVars(path: string): Record<string, string>;
export function hashPassword(password: string): string;
export function ensureDevVars(
  path?: string,
  environment?: NodeJS.ProcessEnv,
): { created: false } | { created: true; username: string; password: string | undefined };
export function addDemoPaymentsIfUnset(path?: string): boolean;
