/**
 * Width variants of raster images (docs/design.md §11), made with Cloudflare's Images binding on
 * their first request and kept in R2 beside the original, so the seed and every upload get them alike.
 */
import { VARIANT_FORMATS, type VariantFormat, type VariantWidth } from '#schema/image-variants.ts';
import type { Bindings } from '#worker/env.ts';
import { contentTypeForKey } from './object-keys.ts';

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

/**
 * The original scaled down to `width` (never up: a smaller original keeps its size), in `format`, and stored
 * at its variant key. Two first requests at once both make it and write the same bytes, and a reader sees
 * one whole object or none, so a race costs work, never a wrong picture. Null when the binding cannot read
 * the original (damaged bytes): the caller serves the original instead.
 */
export async function createVariant(
  env: Pick<Bindings, 'BUCKET' | 'IMAGES'>,
  original: R2ObjectBody,
  width: VariantWidth,
  format: VariantFormat,
): Promise<{ object: R2Object; bytes: ArrayBuffer } | null> {
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
    console.warn(`no ${width} px ${format} variant of ${original.key}; serving the original`, error);
    return null;
  }
  const object = await env.BUCKET.put(variantKey(original.key, width, format), bytes, { httpMetadata: { contentType } });
  return { object, bytes };
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
