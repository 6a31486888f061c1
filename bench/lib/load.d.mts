/** The part of load.mjs its test uses. */
export function percentile(times: number[], share: number): number;
export function pooledP99(loads: object[]): number;
export function loadEndpoint(
  baseURL: string,
  endpoint: { path: string; page?: boolean },
  settings: { connections: number; warmupSeconds: number; seconds: number },
): Promise<{ requests: number; reqPerSec: number; latencyMs: { p99: number } }>;
