import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/env.ts';
import { discardBody } from '#worker/services/discard-body.ts';

/**
 * A request body the Worker answered without reading (a 413 by its declared length, a 415 by its
 * Content-Type, a 403 on an upload URL that is not valid) is discarded before the answer goes out
 * (services/discard-body.ts), so that no client and no proxy in front is left in mid-stream.
 */
export const discardUnreadBody = createMiddleware<AppEnv>((c, next) =>
  // A request without a body has none to leave unread, and goes on without a layer that awaits it.
  c.req.raw.body ? next().then(() => discardBody(c.req.raw)) : next(),
);
