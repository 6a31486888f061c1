import type { Context } from 'hono';

/** Carries work a request starts to its end even if its client goes away, for the requests that wait on it too. */
export const keepAlive =
  (c: Context) =>
  (work: Promise<unknown>): void =>
    c.executionCtx.waitUntil(work);
