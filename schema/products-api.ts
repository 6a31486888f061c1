/**
 * Request bodies of the admin product writes (POST and PATCH /api/products). The Worker validates with
 * them and the admin product form can reuse them. Answers use `Product` from ./api.
 */
import * as v from 'valibot';
import { requiredText } from './api.ts';
import { PRODUCT_CATEGORIES } from './catalog.ts';

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

const ownImageUrl = v.pipe(
  v.string('is required'),
  v.trim(),
  v.regex(OWN_IMAGE_URL_PATTERN, 'must be an uploaded image address such as /objects/uploads/<file>'),
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

export const CreateProductSchema = v.object(productFields);
export type CreateProductInput = v.InferInput<typeof CreateProductSchema>;
export type NewProduct = v.InferOutput<typeof CreateProductSchema>;

/** Any subset of the create fields, at least one of them (e.g. `{ stock: false }` from the stock switch). */
export const UpdateProductSchema = v.pipe(
  v.partial(v.object(productFields)),
  v.check((changes) => Object.keys(changes).length > 0, `must change at least one of ${Object.keys(productFields).join(', ')}`),
);
export type UpdateProductInput = v.InferInput<typeof UpdateProductSchema>;
export type ProductChanges = v.InferOutput<typeof UpdateProductSchema>;
