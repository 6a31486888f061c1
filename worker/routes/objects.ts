import { type Context, Hono } from 'hono';
import { VariantQuerySchema } from '#schema/image-variants.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { validate } from '#worker/middleware/validate.ts';
import { isResizable, makeVariantOnce, variantKey } from '#worker/services/objects/image-variants.ts';
import { contentTypeForKey, objectKeyFromPath } from '#worker/services/objects/object-keys.ts';
import { evaluatePreconditions } from '#worker/services/objects/preconditions.ts';
import { fail } from '#worker/services/result.ts';

const notFound = fail('not_found', 'Not found');

/** Keys are content-addressed (seed) or random (uploads): a key's bytes never change, nor do its variants'. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run anything. */
const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Anything but a picture (a lab report's PDF scan) is downloaded, never shown in the shop's origin: a PDF viewer
 * is a document renderer with scripts of its own, so it is kept out of the page (SECURITY.md, "Uploads").
 */
const isPicture = (contentType: string | null): boolean => contentType?.startsWith('image/') ?? false;

/** The headers every stored object is served with. */
function objectHeaders(object: R2Object): Headers {
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  if (!headers.has('content-type')) headers.set('content-type', contentTypeForKey(object.key));
  headers.set('etag', object.httpEtag);
  headers.set('cache-control', IMMUTABLE);
  headers.set('content-security-policy', OBJECT_CSP);
  if (!isPicture(headers.get('content-type'))) headers.set('content-disposition', `attachment; filename="${object.key.split('/').pop()}"`);
  return headers;
}

const preconditionFailed = fail('precondition_failed', 'Precondition failed: the object does not match If-Match or If-Unmodified-Since');

const CONDITIONAL_HEADERS = ['if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

/** The 304 or 412 the request's conditional headers make of this object (worker/services/objects/preconditions.ts), else null. */
function conditionalAnswer(c: Context<AppEnv>, object: R2Object): Response | null {
  const outcome = evaluatePreconditions(c.req.raw.headers, object);
  if (outcome === 'not_modified') return new Response(null, { status: 304, headers: objectHeaders(object) });
  return outcome === 'failed' ? refuse(c, preconditionFailed) : null;
}

/** The stored object at `key` as the request asks for it: 200, 304 or 412; null when there is none. */
async function storedResponse(c: Context<AppEnv>, key: string): Promise<Response | null> {
  // The metadata first, so a 304 or 412 never opens the body it would not send.
  if (CONDITIONAL_HEADERS.some((name) => c.req.raw.headers.has(name))) {
    const head = await c.env.BUCKET.head(key);
    if (!head) return null;
    const answer = conditionalAnswer(c, head);
    if (answer) return answer;
  }
  const object = await c.env.BUCKET.get(key);
  return object && new Response(object.body, { status: 200, headers: objectHeaders(object) });
}

/**
 * GET /objects/<key>: the original; with `?w=` (and `&format=avif`) a width variant of a raster image, made
 * and stored on its first request, by one request at a time (worker/services/objects/image-variants.ts). SVG is served as it is, and a variant
 * that cannot be made sends the browser to the original, so a picture never breaks for want of a variant.
 */
export const objectRoutes = new Hono<AppEnv>().get('/*', validate('query', VariantQuerySchema), async (c) => {
  const { pathname } = new URL(c.req.url);
  const key = objectKeyFromPath(pathname);
  if (!key) return refuse(c, notFound);
  const { w: width, format } = c.req.valid('query');
  if (width === undefined) return (await storedResponse(c, key)) ?? refuse(c, notFound);

  const stored = await storedResponse(c, variantKey(key, width, format));
  if (stored) return stored;
  const found = await c.env.BUCKET.head(key);
  if (!found) return refuse(c, notFound);
  if (!isResizable(found)) return (await storedResponse(c, key)) ?? refuse(c, notFound);
  const outcome = await makeVariantOnce(c.env, key, width, format);
  if (outcome === 'stored') {
    const madeByAnother = await storedResponse(c, variantKey(key, width, format));
    if (madeByAnother) return madeByAnother;
  } else if (outcome !== 'unavailable') {
    const { object, bytes } = outcome.made;
    // The variant just made is the representation the preconditions are about.
    return conditionalAnswer(c, object) ?? new Response(bytes, { status: 200, headers: objectHeaders(object) });
  }
  c.header('cache-control', 'no-store');
  return c.redirect(pathname, 302);
});
