import type { ChildProcess } from 'node:child_process';

export const PROBE_PATH: string;
export function workerAnswers(origin: string, timeoutMs?: number): Promise<boolean>;
export function superviseServer(options: {
  start: () => ChildProcess;
  probe: () => Promise<boolean>;
  log?: (message: string) => void;
  exit?: (code: number) => void;
  graceMs?: number;
  intervalMs?: number;
  missesAllowed?: number;
  maxRestarts?: number;
  restartWindowMs?: number;
  killAfterMs?: number;
}): { stop(): void };
