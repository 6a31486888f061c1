import { type Context, Hono } from 'hono';
import { VariantQuerySchema } from '#schema/image-variants.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { validate } from '#worker/middleware/validate.ts';
import { isResizable, makeVariantOnce, variantKey } from '#worker/services/objects/image-variants.ts';
import { contentTypeForKey, objectKeyFromPath } from '#worker/services/objects/object-keys.ts';
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
  headers.set('last-modified', object.uploaded.toUTCString());
  headers.set('cache-control', IMMUTABLE);
  headers.set('content-security-policy', OBJECT_CSP);
  headers.set('accept-ranges', 'bytes');
  if (!isPicture(headers.get('content-type'))) headers.set('content-disposition', `attachment; filename="${object.key.split('/').pop()}"`);
  return headers;
}

const preconditionFailed = fail('precondition_failed', 'Precondition failed: the object does not match If-Match or If-Unmodified-Since');

/** The conditions that fail a request with 412: R2 evaluates them, the Cache API does not. */
const MUST_MATCH = ['if-match', 'if-unmodified-since'];
const CONDITIONAL = [...MUST_MATCH, 'if-none-match', 'if-modified-since'];

const only = (headers: Headers, names: string[]) =>
  new Headers(names.flatMap((name): [string, string][] => (headers.has(name) ? [[name, headers.get(name) ?? '']] : [])));

/** The address an object's whole 200 answer is kept under in the Cache API: its storage key, under this origin. */
const cacheKey = (c: Context<AppEnv>, key: string) => new URL(`/objects/${key}`, c.req.url).href;

/**
 * The kept answer for `key`, as the request asks for it: the Cache API itself answers a Range with 206 and
 * If-None-Match / If-Modified-Since with 304. A request with If-Match or If-Unmodified-Since goes to R2, which evaluates them.
 */
async function fromCache(c: Context<AppEnv>, key: string): Promise<Response | undefined> {
  if (MUST_MATCH.some((name) => c.req.raw.headers.has(name))) return undefined;
  const headers = new Headers(c.req.raw.headers);
  // RFC 9110 §13.1.3: If-Modified-Since is ignored when If-None-Match is sent (the Cache API would answer 304 on either).
  if (headers.has('if-none-match')) headers.delete('if-modified-since');
  const kept = await caches.default.match(new Request(cacheKey(c, key), { headers }));
  // A copy: the security headers are added to the answer's own headers.
  return kept && new Response(kept.body, { status: kept.status, headers: new Headers(kept.headers) });
}

/** R2 sent no body: a condition failed. 412 when If-Match or If-Unmodified-Since failed (they come first), else 304. */
async function failedCondition(c: Context<AppEnv>, object: R2Object): Promise<Response> {
  const mustMatch = only(c.req.raw.headers, MUST_MATCH);
  const notModified = () => new Response(null, { status: 304, headers: objectHeaders(object) });
  if ([...mustMatch.keys()].length === 0) return notModified();
  if (only(c.req.raw.headers, ['if-none-match', 'if-modified-since']).keys().next().done) return refuse(c, preconditionFailed);
  // Both kinds were sent: R2 says whether the 412 conditions alone hold.
  const alone = await c.env.BUCKET.get(object.key, { onlyIf: mustMatch, range: { length: 1 } });
  if (alone && 'body' in alone) {
    await alone.body.cancel();
    return notModified();
  }
  return refuse(c, preconditionFailed);
}

/** `bytes first-last/size` of a ranged read, or null when R2 read the whole object. */
function contentRange(object: R2ObjectBody): string | null {
  const { range, size } = object;
  if (!range) return null;
  // The binding's range names all three fields, the unused ones undefined.
  const suffix = 'suffix' in range ? range.suffix : undefined;
  const offset = suffix !== undefined ? Math.max(0, size - suffix) : 'offset' in range ? (range.offset ?? 0) : 0;
  const length = suffix !== undefined ? size - offset : 'length' in range ? (range.length ?? size - offset) : size - offset;
  if (offset === 0 && length >= size) return null;
  return `bytes ${offset}-${offset + length - 1}/${size}`;
}

/**
 * R2's read of `key` under the request's own conditional and Range headers. A header R2 cannot read (a malformed ETag)
 * is ignored, as if it had not been sent (RFC 9110 §13.1): the read is asked again without the 304 conditions, then
 * without any condition, then whole.
 */
async function readR2(bucket: R2Bucket, key: string, headers: Headers): Promise<R2ObjectBody | R2Object | null> {
  for (const asked of [headers, only(headers, [...MUST_MATCH, 'range']), only(headers, ['range'])]) {
    try {
      return await bucket.get(key, { onlyIf: asked, range: asked });
    } catch {
      // Asked again with less.
    }
  }
  return bucket.get(key);
}

/** R2's answer to the request's own Range and conditional headers; null when there is no object. */
async function fromR2(c: Context<AppEnv>, key: string): Promise<Response | null> {
  const object = await readR2(c.env.BUCKET, key, c.req.raw.headers);
  if (!object) return null;
  if (!('body' in object)) return failedCondition(c, object);
  const headers = objectHeaders(object);
  const range = contentRange(object);
  if (range === null) return new Response(object.body, { status: 200, headers });
  headers.set('content-range', range);
  return new Response(object.body, { status: 206, headers });
}

/**
 * The stored object at `key` as the request asks for it (200, 206, 304, 412 or 416), from the Cache API after its first
 * whole read; null when there is none.
 */
async function storedResponse(c: Context<AppEnv>, key: string): Promise<Response | null> {
  const kept = await fromCache(c, key);
  if (kept) return kept;
  const read = await fromR2(c, key);
  if (read?.status === 200) c.executionCtx.waitUntil(caches.default.put(cacheKey(c, key), read.clone()));
  return read;
}

/** A request that asks for part of an object or sets a condition on it. */
const asksForLess = (headers: Headers) => headers.has('range') || CONDITIONAL.some((name) => headers.has(name));

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
  if (outcome === 'stored' || (outcome !== 'unavailable' && asksForLess(c.req.raw.headers))) {
    // Made by another request, or asked for in part or on a condition: R2 answers that from the stored variant.
    const madeByAnother = await storedResponse(c, variantKey(key, width, format));
    if (madeByAnother) return madeByAnother;
  } else if (outcome !== 'unavailable') {
    const { object, bytes } = outcome.made;
    return new Response(bytes, { status: 200, headers: objectHeaders(object) });
  }
  c.header('cache-control', 'no-store');
  return c.redirect(pathname, 302);
});
