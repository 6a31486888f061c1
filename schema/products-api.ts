/**
 * Products: the shape the API answers with, and the request bodies of the admin writes (POST and PATCH
 * /api/products). The Worker validates with them and the admin product form can reuse them.
 */
import * as v from 'valibot';
import { requiredText } from './text.ts';
import { PRODUCT_CATEGORIES, type ProductCategory } from './catalog.ts';
import type { products } from './tables.ts';
import { IMAGE_URL_MESSAGE, looksLikeUploadUrl } from './uploads-api.ts';
import { factFilterEntries, originField, treatmentField } from './stone-facts.ts';

/** A product as the shop shows it (price in USD cents, stock a count: 0 = out of stock). */
export type Product = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'description' | 'price' | 'imageUrl' | 'category' | 'stock' | 'treatmentCode' | 'originCode' | 'certified'
> & {
  /**
   * Only on a sold-out stone that an unpaid checkout holds: when that hold ends (ISO time), so it may be back on sale
   * then (docs/product.md §7, issue 23 item 4).
   */
  heldUntil?: string;
};

/** docs/product.md §5, §9: at most 999.99 USD, stored in cents. */
const PRODUCT_MAX_PRICE_CENTS = 99_999;
export const PRODUCT_MAX_STOCK = 999_999;
const PRODUCT_NAME_MAX_LENGTH = 120;
const PRODUCT_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * An image address the shop serves itself: `/objects/uploads/<file>` (what an upload answers as objectPath)
 * or `/objects/seed/<file>`. One file name, no separators, no leading dot, no `..`, no escapes.
 */
const OWN_IMAGE_URL_PATTERN = /^\/objects\/(?:uploads|seed)\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** One of our addresses, or the uploadURL of an upload, which the Worker saves as its objectPath (docs/product.md §7). */
const ownImageUrl = v.pipe(
  v.string('is required'),
  v.trim(),
  v.check((text) => OWN_IMAGE_URL_PATTERN.test(text) || looksLikeUploadUrl(text), IMAGE_URL_MESSAGE),
);

const productPrice = v.pipe(
  v.number('must be a number of US cents'),
  v.integer('must be whole US cents'),
  v.minValue(0, 'must be at least 0'),
  v.maxValue(PRODUCT_MAX_PRICE_CENTS, `must be at most ${PRODUCT_MAX_PRICE_CENTS} cents (999.99 USD)`),
);

/** Stock is a count (docs/design.md §3); the stock switch's true/false is taken as 1/0. */
const productStock = v.union(
  [
    v.pipe(
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be at least 0'),
      v.maxValue(PRODUCT_MAX_STOCK, `must be at most ${PRODUCT_MAX_STOCK}`),
    ),
    v.pipe(
      v.boolean(),
      v.transform((inStock): number => (inStock ? 1 : 0)),
    ),
  ],
  'must be a whole number of at least 0, or true/false',
);

const productFields = {
  name: requiredText(PRODUCT_NAME_MAX_LENGTH),
  description: requiredText(PRODUCT_DESCRIPTION_MAX_LENGTH),
  price: productPrice,
  imageUrl: ownImageUrl,
  category: v.picklist(PRODUCT_CATEGORIES, `must be one of ${PRODUCT_CATEGORIES.join(', ')}`),
  stock: productStock,
};

/** The stone's facts (schema/stone-facts.ts): optional on create ('unknown', not certified, when left out). */
const productFactFields = {
  treatmentCode: v.optional(treatmentField),
  originCode: v.optional(originField),
  certified: v.optional(v.boolean('must be true or false')),
};

export const CreateProductSchema = v.object({ ...productFields, ...productFactFields });
export type CreateProductInput = v.InferInput<typeof CreateProductSchema>;
export type NewProduct = v.InferOutput<typeof CreateProductSchema>;

/**
 * Any subset of the create fields, at least one of them (e.g. `{ stock: false }` from the stock switch): only
 * what the admin changed. `{ stock: true }` (the switch on) restores the count it had when switched off, or 1
 * when it had none (docs/product.md §3). `expectedStock` is the stock the admin's form read: the edit applies only while the
 * stock is still that, so a sale made meanwhile is never undone (409 `stock_changed`, issue 14 item 2).
 */
export const UpdateProductSchema = v.pipe(
  v.object({
    ...v.partial(v.object(productFields)).entries,
    ...productFactFields,
    // The stock switch turned on (`true`) puts back the count it turned off, so it stays `true` here.
    stock: v.optional(v.union([v.literal(true), productStock], productStock.message)),
    expectedStock: v.optional(
      v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(0, 'must be at least 0')),
    ),
  }),
  v.check(
    (changes) => [...Object.keys(productFields), ...Object.keys(productFactFields)].some((field) => field in changes),
    `must change at least one of ${[...Object.keys(productFields), ...Object.keys(productFactFields)].join(', ')}`,
  ),
);
export type UpdateProductInput = v.InferInput<typeof UpdateProductSchema>;
export type ProductChanges = v.InferOutput<typeof UpdateProductSchema>;

// ---- The public list ----------------------------------------------------------

/** No answer holds more than this many items (docs/design.md "Budgets"): a list without `limit` answers a page of it. */
export const PRODUCT_PAGE_MAX = 100;
export const PRODUCT_SEARCH_MAX_LENGTH = 100;
const pageLimitMessage = `must be a whole number from 1 to ${PRODUCT_PAGE_MAX}`;

/**
 * GET /api/products: one page of `limit` products (PRODUCT_PAGE_MAX when left out), oldest first, continuing after
 * `cursor` (the previous page's nextCursor). `category` narrows it to one category; `q` (the staff list's search) to
 * the products with every word of it at the start of a word of their name, category or description.
 */
export const ProductListQuerySchema = v.object({
  category: v.optional(v.picklist(PRODUCT_CATEGORIES, `must be one of ${PRODUCT_CATEGORIES.join(', ')}`)),
  ...factFilterEntries,
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(PRODUCT_SEARCH_MAX_LENGTH, `must be at most ${PRODUCT_SEARCH_MAX_LENGTH} characters`)),
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, pageLimitMessage),
      v.transform(Number),
      v.minValue(1, pageLimitMessage),
      v.maxValue(PRODUCT_PAGE_MAX, pageLimitMessage),
    ),
    String(PRODUCT_PAGE_MAX),
  ),
  cursor: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'is not a cursor from this API'), v.transform(Number))),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;

/** One page of products; nextCursor is null on the last one. */
export type ProductPage = { items: Product[]; nextCursor: string | null };

/** GET /api/products/stats: counts over every product (the staff list's header). */
export type ProductStats = { total: number; inStock: number };

/** GET /api/products/categories: per category that has products, how many and the first one's picture. */
export type ProductCategorySummary = { category: ProductCategory; count: number; imageUrl: string };

/** GET /api/products/facts: the shop grid's filter counts for the same choices as its list. */
export const ProductFactsQuerySchema = v.object({
  category: v.optional(v.picklist(PRODUCT_CATEGORIES, `must be one of ${PRODUCT_CATEGORIES.join(', ')}`)),
  ...factFilterEntries,
});
export type ProductFactsQuery = v.InferOutput<typeof ProductFactsQuerySchema>;
