import type { ChildProcess } from 'node:child_process';

export const PROBE_PATH: string;
export function workerAnswers(origin: string, timeoutMs?: number): Promise<boolean>;
export function portIsFree(port: number | string, host?: string): Promise<boolean>;
export function portTakenMessage(port: number | string, command?: string): string;
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
  /** Checked free before each start; `command` is named in the message when it is not. */
  port?: number | string;
  command?: string;
}): { stop(): void };
