/**
 * The gallery API (/api/uploaded-images): the queries and bodies it accepts, as valibot schemas the
 * Worker validates with and the web reuses, and the shapes it answers with.
 */
import * as v from 'valibot';
import { emptyableText, requiredText } from './text.ts';
import { GALLERY_CATEGORIES, type GalleryCategory, type ProductCategory } from './catalog.ts';
import type { AsJson, galleryImages } from './tables.ts';
import { IMAGE_URL_MESSAGE, looksLikeUploadUrl } from './uploads-api.ts';
import { factFilterEntries, originField, treatmentField } from './stone-facts.ts';

// ---- Answers -------------------------------------------------------------

/** An uploaded image (gallery item, docs/product.md §3): its row as JSON. Prices in USD cents, null on request. */
export type GalleryImage = AsJson<Omit<typeof galleryImages.$inferSelect, 'editedAt'>>;

/** GET /api/uploaded-images: one page, newest first; nextCursor is null on the last page. */
export type GalleryPage = { items: GalleryImage[]; nextCursor: string | null };

/** GET /api/uploaded-images/stats: counts over every image the filters match. */
export type GalleryStats = { total: number; inStock: number; featured: number; products: number; views: number };

/** PATCH /api/uploaded-images/batch */
export type GalleryBatchResult = { updated: number };

// ---- Limits ----------------------------------------------------------------

export const GALLERY_PAGE_MAX = 100;

/**
 * The public gallery's paging: the cards its page comes with (a phone's first screen shows one or two, a wide one
 * eight; fewer cards are less HTML to parse and hydrate before the first tap works), and the cards each later page
 * adds as the visitor scrolls near the end.
 */
export const GALLERY_FIRST_PAGE_SIZE = 12;
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_SEARCH_MAX_LENGTH = 100;
/** The same bounds as a product's (schema/products-api.ts), so converting an image always makes a valid product. */
export const GALLERY_NAME_MAX_LENGTH = 120;
const GALLERY_DESCRIPTION_MAX_LENGTH = 2000;
export const GALLERY_MAX_PRICE_CENTS = 99_999;
export const GALLERY_BATCH_MAX = 100;

/** docs/product.md §3's defaults for a newly saved image. */
export const GALLERY_DEFAULTS = {
  name: 'New Gemstone',
  description: 'Please add description and details',
  category: 'gemstone',
} as const satisfies { name: string; description: string; category: GalleryCategory };

/**
 * The product category a converted image gets: the eight shared names map to themselves; a raw stone
 * is sold as a raw crystal and a cut gemstone as jewelry grade.
 */
export const PRODUCT_CATEGORY_FOR: Readonly<Record<GalleryCategory, ProductCategory>> = {
  gemstone: 'jewelry',
  crystal: 'crystal',
  healing: 'healing',
  birthstone: 'birthstone',
  rare: 'rare',
  raw: 'crystal',
  tumbled: 'tumbled',
  jewelry: 'jewelry',
  decorative: 'decorative',
  collection: 'collection',
};

// ---- Shared pieces -------------------------------------------------------------

const categoryField = v.picklist(GALLERY_CATEGORIES, `must be one of ${GALLERY_CATEGORIES.join(', ')}`);

/** A query flag: exactly 'true' or 'false'. */
const booleanQuery = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((value) => value === 'true'),
);

const galleryPrice = v.nullable(
  v.pipe(
    v.number('must be a number of US cents or null'),
    v.integer('must be whole US cents'),
    v.minValue(0, 'must be at least 0'),
    v.maxValue(GALLERY_MAX_PRICE_CENTS, `must be at most ${GALLERY_MAX_PRICE_CENTS} cents (999.99 USD)`),
  ),
);

/** What staff upload: `/objects/uploads/<file>`, one safe file name (no separators, no leading dot, no `..`). */
const UPLOADED_IMAGE_URL_PATTERN = /^\/objects\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

// ---- Queries ----------------------------------------------------------------------

/** Search and filters shared by the list and the stats. */
const filterEntries = {
  search: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(GALLERY_SEARCH_MAX_LENGTH, `must be at most ${GALLERY_SEARCH_MAX_LENGTH} characters`)),
  ),
  category: v.optional(categoryField),
  /** true: featured only; false: not featured only; omitted: both. */
  featured: v.optional(booleanQuery),
  ...factFilterEntries,
};

export const GalleryStatsQuerySchema = v.object(filterEntries);
export type GalleryFilters = v.InferOutput<typeof GalleryStatsQuerySchema>;

/** GET /api/uploaded-images: one page of `limit` images (GALLERY_PAGE_MAX when left out: no answer holds more), newest first. */
export const GalleryListQuerySchema = v.object({
  ...filterEntries,
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, `must be a whole number from 1 to ${GALLERY_PAGE_MAX}`),
      v.transform(Number),
      v.minValue(1, `must be a whole number from 1 to ${GALLERY_PAGE_MAX}`),
      v.maxValue(GALLERY_PAGE_MAX, `must be a whole number from 1 to ${GALLERY_PAGE_MAX}`),
    ),
    String(GALLERY_PAGE_MAX),
  ),
  /** Opaque: the nextCursor of the previous page. */
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a cursor from this API'))),
});

export const TrackViewQuerySchema = v.object({ track_view: v.optional(booleanQuery) });

// ---- Admin bodies --------------------------------------------------------------------

/** POST /api/uploaded-images: save an uploaded picture; everything but imageUrl has docs/product.md §3's default. */
export const CreateGalleryImageSchema = v.object({
  /** Our uploads folder, or the uploadURL of an upload, which the Worker saves as its objectPath (docs/product.md §7). */
  imageUrl: v.pipe(
    v.string(IMAGE_URL_MESSAGE),
    v.trim(),
    v.check((text) => UPLOADED_IMAGE_URL_PATTERN.test(text) || looksLikeUploadUrl(text), IMAGE_URL_MESSAGE),
  ),
  /** Empty or omitted: taken from the file name, else 'New Gemstone'. */
  name: v.optional(emptyableText(GALLERY_NAME_MAX_LENGTH)),
  description: v.optional(emptyableText(GALLERY_DESCRIPTION_MAX_LENGTH)),
  category: v.optional(categoryField),
  stock: v.optional(v.boolean('must be true or false')),
  featured: v.optional(v.boolean('must be true or false')),
  isProduct: v.optional(v.boolean('must be true or false')),
});
export type CreateGalleryImageInput = v.InferInput<typeof CreateGalleryImageSchema>;
export type NewGalleryImage = v.InferOutput<typeof CreateGalleryImageSchema>;

/** PUT /api/uploaded-images/{id}: docs/product.md §7's edit fields. name is required; an omitted field keeps its value. */
export const UpdateGalleryImageSchema = v.object({
  name: requiredText(GALLERY_NAME_MAX_LENGTH),
  description: v.optional(emptyableText(GALLERY_DESCRIPTION_MAX_LENGTH)),
  /** An empty price is sent as null (docs/product.md §5). */
  price: v.optional(galleryPrice),
  category: v.optional(categoryField),
  stock: v.optional(v.boolean('must be true or false')),
  featured: v.optional(v.boolean('must be true or false')),
  tags: v.optional(emptyableText(500)),
  weight: v.optional(emptyableText(100)),
  dimensions: v.optional(emptyableText(100)),
  /** The locality as written; the country is originCode. */
  origin: v.optional(emptyableText(200)),
  /** The treatment as first written (shown to staff as unmapped while treatmentCode is unknown). */
  treatment: v.optional(emptyableText(200)),
  treatmentCode: v.optional(treatmentField),
  originCode: v.optional(originField),
  certification: v.optional(emptyableText(200)),
  metaphysicalProperties: v.optional(emptyableText(2000)),
  hardness: v.optional(emptyableText(20)),
});
export type UpdateGalleryImageInput = v.InferInput<typeof UpdateGalleryImageSchema>;
export type GalleryImageChanges = v.InferOutput<typeof UpdateGalleryImageSchema>;

const batchIds = v.pipe(
  v.array(
    v.pipe(v.number('must be image ids'), v.integer('must be whole numbers'), v.minValue(1, 'must be positive')),
    'must be a list of image ids',
  ),
  v.minLength(1, 'must name at least one image'),
  v.maxLength(GALLERY_BATCH_MAX, `must name at most ${GALLERY_BATCH_MAX} images`),
  v.check((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
);

/** PATCH /api/uploaded-images/batch: feature, unfeature or recategorise many images at once. */
export const GalleryBatchSchema = v.object({
  ids: batchIds,
  updates: v.pipe(
    v.strictObject(
      { featured: v.optional(v.boolean('must be true or false')), category: v.optional(categoryField) },
      'may only hold featured and category',
    ),
    v.check((updates) => updates.featured !== undefined || updates.category !== undefined, 'must set featured or category'),
  ),
});
export type GalleryBatchInput = v.InferInput<typeof GalleryBatchSchema>;
