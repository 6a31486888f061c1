/**
 * Width variants of the shop's raster images (docs/design.md §11): the Worker makes them and the web
 * app lists them in srcset, so both sides agree here on the widths, the formats and the addresses.
 */
import * as v from 'valibot';

/** The widths (px) a variant may have; a browser picks the smallest that covers its slot. */
export const VARIANT_WIDTHS = [160, 320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The formats a variant may have, and their content types. WebP is the default; AVIF is offered beside it. */
export const VARIANT_FORMATS = { webp: 'image/webp', avif: 'image/avif' } as const;
export type VariantFormat = keyof typeof VARIANT_FORMATS;

const widthTexts = VARIANT_WIDTHS.map(String);
const formats = Object.keys(VARIANT_FORMATS) as VariantFormat[];

/** The query of GET /objects/<key>: none for the original, `w` (and `format`) for a variant. */
export const VariantQuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.picklist(widthTexts, `must be one of ${widthTexts.join(', ')}`),
      v.transform((text) => Number(text) as VariantWidth),
    ),
  ),
  format: v.optional(v.picklist(formats, `must be ${formats.join(' or ')}`), 'webp'),
});

/** Our own raster images (uploads and seed); SVG art scales by itself and is served as it is. */
const RESIZABLE = /^\/objects\/(?:seed|uploads)\/[^?#]+\.(?:png|jpe?g|webp|gif|avif)$/i;

/** True when the Worker serves width variants of this image address. */
export const hasVariants = (imageUrl: string): boolean => RESIZABLE.test(imageUrl);

/** The address of one variant of an image. */
export function variantUrl(imageUrl: string, width: VariantWidth, format: VariantFormat = 'webp'): string {
  const query = new URLSearchParams({ w: String(width) });
  if (format !== 'webp') query.set('format', format);
  return `${imageUrl}?${query.toString()}`;
}

/** The `srcset` listing every variant of an image in one format. */
export const variantSrcSet = (imageUrl: string, format: VariantFormat = 'webp'): string =>
  VARIANT_WIDTHS.map((width) => `${variantUrl(imageUrl, width, format)} ${width}w`).join(', ');
