import type { Miniflare } from 'miniflare';

export function readVars(path: string): Record<string, string>;
export function startLocalWorker(options: {
  bundleDir: string;
  stateDir: string;
  bindings?: Record<string, string>;
  inspectorPort?: number;
}): Promise<{ baseURL: string; mf: Miniflare; workerName: string; stop: () => Promise<void> }>;
