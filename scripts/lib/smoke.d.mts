export const SMOKE_LANGUAGES: string[];
export function productionHostsOf(config: { routes?: (string | { pattern: string })[]; vars?: Record<string, unknown> }): string[];
export function smoke(
  base: string,
  options?: { write?: boolean; productionHosts?: string[]; fetcher?: typeof fetch; print?: (line: string) => void },
): Promise<number>;
