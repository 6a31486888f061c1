/**
 * Width variants of raster images (docs/design.md §11), made with Cloudflare's Images binding on
 * their first request and kept in R2 beside the original, so the seed and every upload get them alike.
 */
import { VARIANT_FORMATS, type VariantFormat, type VariantWidth } from '#schema/image-variants.ts';
import type { Bindings } from '#worker/env.ts';
import { contentTypeForKey } from './object-keys.ts';
import { log } from '#worker/lib/log.ts';

/** What the Images binding reads and resizes; anything else (SVG art) is served as it is. */
const RESIZABLE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/**
 * A variant's key: inside a folder named by its original's key (`uploads/a.png/w640.webp`), so no request
 * path can name it directly (object keys are single file names) and deleting an original finds them all.
 */
export const variantKey = (key: string, width: VariantWidth, format: VariantFormat): string => `${key}/w${width}.${format}`;

const variantPrefix = (key: string): string => `${key}/`;

/** True when the stored original is a raster image the binding can resize. */
export function isResizable(original: R2Object): boolean {
  return RESIZABLE_TYPES.has(original.httpMetadata?.contentType ?? contentTypeForKey(original.key));
}

/** How long a request may hold the making of one variant before another takes it over (its isolate may have died). */
export const VARIANT_LEASE_MS = 60_000;
const POLL_MS = 500;

/** The lease of a variant being made: beside it, so deleting the original's variants deletes it too. */
export const variantLeaseKey = (variant: string): string => `${variant}.making`;

type Made = { object: R2Object; bytes: ArrayBuffer };
/** `made` by this request; `stored` by another, to be read from R2; `unavailable`: serve the original. */
export type VariantOutcome = { made: Made } | 'stored' | 'unavailable';

/**
 * The original scaled down to `width` (never up: a smaller original keeps its size), in `format`, and stored at
 * its variant key. Null when the binding cannot read the original (damaged bytes): the caller serves the original.
 */
async function createVariant(
  env: Pick<Bindings, 'BUCKET' | 'IMAGES'>,
  original: R2ObjectBody,
  width: VariantWidth,
  format: VariantFormat,
): Promise<Made | null> {
  let contentType: string;
  let bytes: ArrayBuffer;
  try {
    const result = await env.IMAGES.input(original.body)
      .transform({ width, fit: 'scale-down' })
      .output({ format: VARIANT_FORMATS[format] });
    // The platform may make another format than asked (AVIF has size limits): store the type it reports.
    contentType = result.contentType();
    bytes = await new Response(result.image()).arrayBuffer();
  } catch (error) {
    log.warn('image.variant_failed', { key: original.key, width, format, message: 'serving the original', error });
    return null;
  }
  const object = await env.BUCKET.put(variantKey(original.key, width, format), bytes, { httpMetadata: { contentType } });
  return { object, bytes };
}

/**
 * True for the one request whose conditional write of the lease went in. Each lease holds a random body, so its ETag
 * is its own and taking over a stale one (`etagMatches`) succeeds for one request only.
 */
async function claimLease(bucket: R2Bucket, lease: string): Promise<boolean> {
  const claim = (onlyIf: R2Conditional) =>
    bucket.put(lease, crypto.randomUUID(), { onlyIf, customMetadata: { until: String(Date.now() + VARIANT_LEASE_MS) } });
  if (await claim({ etagDoesNotMatch: '*' })) return true;
  const held = await bucket.head(lease);
  if (!held) return (await claim({ etagDoesNotMatch: '*' })) !== null;
  if (!leaseEnded(held)) return false;
  return (await claim({ etagMatches: held.etag })) !== null;
}

const leaseEnded = (lease: R2Object): boolean => Number(lease.customMetadata?.until ?? 0) <= Date.now();

/** Waits until another request has stored the variant ('stored'), or its lease is gone or stale ('free'), or `deadline`. */
async function awaitVariant(bucket: R2Bucket, variant: string, lease: string, deadline: number): Promise<'stored' | 'free' | 'late'> {
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (await bucket.head(variant)) return 'stored';
    const held = await bucket.head(lease);
    if (!held || leaseEnded(held)) return 'free';
  }
  return 'late';
}

/**
 * docs/design.md §11: makes a variant that is not stored yet, one request at a time across every isolate. The request
 * whose conditional write of the lease object went in makes it; the others wait for it to be stored and read it from
 * R2, or take over when the maker's lease ends unfinished. A request that waited a whole lease in vain is sent to the
 * original, as for a variant that cannot be made.
 */
export async function makeVariantOnce(
  env: Pick<Bindings, 'BUCKET' | 'IMAGES'>,
  key: string,
  width: VariantWidth,
  format: VariantFormat,
): Promise<VariantOutcome> {
  const variant = variantKey(key, width, format);
  const lease = variantLeaseKey(variant);
  const deadline = Date.now() + VARIANT_LEASE_MS;
  for (;;) {
    if (await claimLease(env.BUCKET, lease)) {
      try {
        // The maker before may have finished between this request's miss and its claim.
        if (await env.BUCKET.head(variant)) return 'stored';
        const original = await env.BUCKET.get(key);
        const made = original && (await createVariant(env, original, width, format));
        return made ? { made } : 'unavailable';
      } finally {
        await env.BUCKET.delete(lease);
      }
    }
    const waited = await awaitVariant(env.BUCKET, variant, lease, deadline);
    if (waited !== 'free') return waited === 'stored' ? 'stored' : 'unavailable';
  }
}

/** Deletes every variant of an original, with it, so none outlives the picture it was made from. */
export async function deleteVariants(bucket: R2Bucket, key: string): Promise<void> {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: variantPrefix(key), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
