import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/env.ts';

/**
 * A request body the Worker answered without reading (a 413 by its declared length, a 415 by its
 * Content-Type, a 403 on an upload URL that is not valid, a 404) is cancelled once the answer is made, so that
 * no client and no proxy in front is left in mid-stream sending bytes nobody will read: `wrangler dev`'s proxy
 * ended the whole local server on such a body (cloudflare/workers-sdk#15447).
 */
export const cancelUnreadBody = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (!body || c.req.raw.bodyUsed || body.locked) return;
  await body.cancel('the Worker answered without reading this body').catch(() => undefined);
});
