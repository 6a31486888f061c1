import { Hono } from 'hono';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { contentTypeForKey, objectKeyFromPath } from '#worker/services/object-keys.ts';
import { fail } from '#worker/services/result.ts';

const notFound = fail('not_found', 'Not found');

/** Keys are content-addressed (seed) or random (uploads): a key's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run anything. */
const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const objectRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = objectKeyFromPath(new URL(c.req.url).pathname);
  if (!key) return refuse(c, notFound);
  const object = await c.env.BUCKET.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return refuse(c, notFound);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has('content-type')) headers.set('content-type', contentTypeForKey(key));
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('content-security-policy', OBJECT_CSP);
  // Without a body the If-None-Match precondition held: the browser's copy is current.
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  return new Response(object.body, { status: 200, headers });
});
