export function newestSource(paths?: string[]): { path: string; time: number };
export function environmentOf(args: string[]): string;
export function realPreflightTools(environment: string): import('./preflight.mjs').PreflightTools;
