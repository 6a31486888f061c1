import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape: `{ "error": "<what is wrong>" }`. Unexpected failures are logged, never echoed. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'Request failed' }, status);
  }
  console.error('unhandled error', c.req.method, c.req.path, err);
  return c.json({ error: 'Internal server error' }, 500);
};

export const apiNotFound: NotFoundHandler = (c) => c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404);
