import type { Log, Miniflare } from 'miniflare';

export function startLocalWorker(options: {
  bundleDir: string;
  stateDir: string;
  bindings?: Record<string, string>;
  inspectorPort?: number;
  port?: number;
  secretsFile?: string;
  log?: Log;
  mailDir?: string;
}): Promise<{ baseURL: string; mf: Miniflare; workerName: string; stop: () => Promise<void> }>;
