import * as v from 'valibot';
import type { Product, NewProduct, ProductChanges } from '#schema/products-api.ts';
import { FEATURED_PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import { dollarsToCents, minorToDecimal } from '#schema/money.ts';
import { CreateProductSchema, UpdateProductSchema } from '#schema/products-api.ts';
import { valibotValidator } from '#web/lib/form-validation.ts';

/** What the add and edit dialogs hold: the price in dollars as typed, '' while a number field is empty. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: number | string;
  category: string;
  stock: number | string;
  treatmentCode: string;
  originCode: string;
  certified: boolean;
  /** The uploaded image's address ('/objects/uploads/<file>'), '' until one is uploaded. */
  imageUrl: string;
};

export type ProductFormField = keyof ProductFormValues;

export const NEW_PRODUCT_VALUES: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  category: '',
  stock: 1,
  treatmentCode: 'unknown',
  originCode: 'unknown',
  certified: false,
  imageUrl: '',
};

export const productFormValues = (product: Product): ProductFormValues => ({
  name: product.name,
  description: product.description,
  price: minorToDecimal(product.price, 'USD'),
  category: product.category,
  stock: product.stock,
  treatmentCode: product.treatmentCode,
  originCode: product.originCode,
  certified: product.certified,
  imageUrl: product.imageUrl,
});

/**
 * docs/product.md §9's admin product categories; a product filed elsewhere (the seed uses all eight) keeps its own
 * category as a choice, so editing it does not move it.
 */
export function categoryChoices(current: string): string[] {
  const admin: readonly string[] = FEATURED_PRODUCT_CATEGORIES;
  return !current || admin.includes(current) ? [...admin] : [...admin, current];
}

/** An empty or half-typed number is null, which the shared schemas refuse. */
const numberOrNull = (value: number | string): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The form in the API's terms: dollars rounded to cents (docs/product.md §5). Not yet validated. */
function toRequestBody(values: ProductFormValues) {
  const dollars = numberOrNull(values.price);
  return {
    name: values.name,
    description: values.description,
    price: dollars === null ? null : dollarsToCents(dollars),
    category: values.category,
    stock: numberOrNull(values.stock),
    treatmentCode: values.treatmentCode,
    originCode: values.originCode,
    certified: values.certified,
    imageUrl: values.imageUrl,
  };
}

/** Editing keeps the current image unless a new one was uploaded (docs/product.md §5: no new image required). */
function toChanges(values: ProductFormValues, original: Product) {
  const { imageUrl, ...rest } = toRequestBody(values);
  return imageUrl === original.imageUrl ? rest : { ...rest, imageUrl };
}

type Translate = (field: string) => string;

/**
 * @mantine/form validation with the Worker's own schemas (schema/products-api.ts): adding needs every
 * field and an uploaded image; editing checks the same fields but not an unchanged image.
 */
export function productFormValidator(translate: Translate, original?: Product) {
  const validateCreate = valibotValidator(CreateProductSchema, translate);
  const validateUpdate = valibotValidator(UpdateProductSchema, translate);
  return (values: ProductFormValues) => (original ? validateUpdate(toChanges(values, original)) : validateCreate(toRequestBody(values)));
}

/** The POST /api/products body of a form that passed validation. */
export const toNewProduct = (values: ProductFormValues): NewProduct => v.parse(CreateProductSchema, toRequestBody(values));

/**
 * The PATCH /api/products/{id} body of a form that passed validation: only the fields the admin changed, so a
 * save never writes back what the dialog read (issue 14, item 2). A changed stock carries the stock the dialog
 * read as `expectedStock`: the Worker refuses it (409) when a sale moved the stock meanwhile. Null when nothing
 * changed.
 */
export function toProductChanges(values: ProductFormValues, original: Product): ProductChanges | null {
  const all = v.parse(UpdateProductSchema, toChanges(values, original));
  const changed = Object.fromEntries(Object.entries(all).filter(([field, value]) => original[field as keyof Product] !== value));
  if (Object.keys(changed).length === 0) return null;
  return 'stock' in changed ? { ...changed, expectedStock: original.stock } : changed;
}
