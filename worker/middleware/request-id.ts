import { createMiddleware } from 'hono/factory';
import { currentRequestId, withRequestId } from '#worker/lib/log.ts';

/**
 * Every line the request logs carries its id (worker/lib/log.ts): Cloudflare's `cf-ray`, the id the owner finds
 * in the dashboard and a shopper's error page; a request without one (local, or a rendered page's own API call,
 * which keeps its page's id) gets a fresh one.
 */
export const requestId = createMiddleware((c, next) =>
  withRequestId(c.req.header('cf-ray') ?? currentRequestId() ?? crypto.randomUUID(), next),
);
