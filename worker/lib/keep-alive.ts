import type { Context } from 'hono';

/** Carries work a request starts to its end even if its client goes away (the request's waitUntil). */
export type KeepAlive = (work: Promise<unknown>) => void;

/** The request's KeepAlive, for the requests that wait on its work too. */
export const keepAlive =
  (c: Context): KeepAlive =>
  (work) =>
    c.executionCtx.waitUntil(work);

/**
 * One piece of work shared by every caller that asks while it is under way, rather than one each (a read that many
 * requests find missing at once); the caller that starts it keeps it alive for the others.
 */
export function sharedWhileRunning<T>() {
  let running: Promise<T> | null = null;
  return {
    run(start: () => Promise<T>, keepAlive?: KeepAlive): Promise<T> {
      if (running) return running;
      const work = start().finally(() => {
        if (running === work) running = null;
      });
      running = work;
      keepAlive?.(work.catch(() => undefined));
      return work;
    },
    get isRunning(): boolean {
      return running !== null;
    },
    /** Callers from now on start their own: the one under way may be out of date. */
    forget(): void {
      running = null;
    },
  };
}
