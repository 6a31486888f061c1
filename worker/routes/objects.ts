import { Hono } from 'hono';
import { VariantQuerySchema } from '#schema/image-variants.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { validate } from '#worker/middleware/validate.ts';
import { createVariant, isResizable, variantKey } from '#worker/services/image-variants.ts';
import { contentTypeForKey, objectKeyFromPath } from '#worker/services/object-keys.ts';
import { fail } from '#worker/services/result.ts';

const notFound = fail('not_found', 'Not found');

/** Keys are content-addressed (seed) or random (uploads): a key's bytes never change, nor do its variants'. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run anything. */
const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The headers every stored object is served with. */
function objectHeaders(object: R2Object): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has('content-type')) headers.set('content-type', contentTypeForKey(object.key));
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('content-security-policy', OBJECT_CSP);
  return headers;
}

/** A stored object; without a body the If-None-Match precondition held, so the browser's copy is current. */
function storedResponse(object: R2Object | R2ObjectBody): Response {
  if (!('body' in object)) return new Response(null, { status: 304, headers: objectHeaders(object) });
  return new Response(object.body, { status: 200, headers: objectHeaders(object) });
}

/**
 * GET /objects/<key>: the original; with `?w=` (and `&format=avif`) a width variant of a raster image, made
 * and stored on its first request (worker/services/image-variants.ts). SVG is served as it is, and a variant
 * that cannot be made sends the browser to the original, so a picture never breaks for want of a variant.
 */
export const objectRoutes = new Hono<AppEnv>().get('/*', validate('query', VariantQuerySchema), async (c) => {
  const { pathname } = new URL(c.req.url);
  const key = objectKeyFromPath(pathname);
  if (!key) return refuse(c, notFound);
  const { w: width, format } = c.req.valid('query');
  const conditions = { onlyIf: c.req.raw.headers };
  if (width === undefined) {
    const object = await c.env.BUCKET.get(key, conditions);
    return object ? storedResponse(object) : refuse(c, notFound);
  }

  const stored = await c.env.BUCKET.get(variantKey(key, width, format), conditions);
  if (stored) return storedResponse(stored);
  const original = await c.env.BUCKET.get(key);
  if (!original) return refuse(c, notFound);
  if (!isResizable(original)) return storedResponse(original);
  const variant = await createVariant(c.env, original, width, format);
  if (!variant) {
    c.header('cache-control', 'no-store');
    return c.redirect(pathname, 302);
  }
  return new Response(variant.bytes, { status: 200, headers: objectHeaders(variant.object) });
});
