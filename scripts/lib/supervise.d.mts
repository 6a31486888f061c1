import type { ChildProcess } from 'node:child_process';

export const PROBE_PATH: string;
export function workerAnswers(origin: string, timeoutMs?: number): Promise<boolean>;
export function superviseServer(options: {
  start: () => ChildProcess;
  probe: () => Promise<boolean>;
  log?: (message: string) => void;
  exit?: (code: number) => void;
  intervalMs?: number;
  missesAllowed?: number;
  startTimeoutMs?: number;
  firstPauseMs?: number;
  maxPauseMs?: number;
  stableMs?: number;
  maxRestarts?: number;
  killAfterMs?: number;
}): { stop(): void };
