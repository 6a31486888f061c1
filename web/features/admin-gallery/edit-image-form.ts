import { isGalleryCategory } from '#schema/catalog.ts';
import * as v from 'valibot';
import { UpdateGalleryImageSchema, type GalleryImage, type GalleryImageChanges } from '#schema/gallery-api.ts';
import { dollarsToCents, minorToDecimal } from '#schema/money.ts';
import { valibotValidator } from '#web/lib/form-validation.ts';

/** What the edit dialog holds: the price in dollars as typed, '' while it is empty. */
export type EditImageValues = {
  name: string;
  description: string;
  price: number | string;
  category: string;
  stock: boolean;
  featured: boolean;
  tags: string;
  weight: string;
  dimensions: string;
  origin: string;
  hardness: string;
  treatment: string;
  treatmentCode: string;
  originCode: string;
  certification: string;
  metaphysicalProperties: string;
};

export type EditImageField = keyof EditImageValues;

/** Which tab of the dialog shows each field, so a failed check can bring its tab forward. */
export const EDIT_TABS = {
  basic: ['name', 'description', 'price', 'category', 'stock', 'featured', 'tags'],
  specifications: ['weight', 'dimensions', 'origin', 'originCode', 'hardness', 'treatment', 'treatmentCode', 'certification'],
  metaphysical: ['metaphysicalProperties'],
} as const satisfies Record<string, readonly EditImageField[]>;

export type EditTab = keyof typeof EDIT_TABS;

export const tabOfField = (field: string): EditTab =>
  (Object.keys(EDIT_TABS) as EditTab[]).find((tab) => (EDIT_TABS[tab] as readonly string[]).includes(field)) ?? 'basic';

export const editImageValues = (image: GalleryImage): EditImageValues => ({
  name: image.name,
  description: image.description,
  price: image.price === null ? '' : minorToDecimal(image.price, 'USD'),
  category: isGalleryCategory(image.category) ? image.category : 'gemstone',
  stock: image.stock,
  featured: image.featured,
  tags: image.tags,
  weight: image.weight,
  dimensions: image.dimensions,
  origin: image.origin,
  hardness: image.hardness,
  treatment: image.treatment,
  treatmentCode: image.treatmentCode,
  originCode: image.originCode,
  certification: image.certification,
  metaphysicalProperties: image.metaphysicalProperties,
});

/** docs/product.md §5: an empty price is null; dollars become cents (schema/money.ts rounds). Half-typed text stays NaN, which the schema refuses. */
export function priceInCents(price: number | string): number | null {
  if (typeof price === 'string' && price.trim() === '') return null;
  const dollars = typeof price === 'number' ? price : Number(price);
  return Number.isFinite(dollars) ? dollarsToCents(dollars) : Number.NaN;
}

/** The form in the API's terms (docs/product.md §7's PUT fields). Not yet validated. */
const toRequestBody = (values: EditImageValues) => ({ ...values, price: priceInCents(values.price) });

/** @mantine/form validation with the Worker's own schema (schema/gallery-api.ts): name required, price in range. */
export const editImageValidator = (translate: (field: string) => string) => {
  const validate = valibotValidator(UpdateGalleryImageSchema, translate);
  return (values: EditImageValues) => validate(toRequestBody(values));
};

/** The PUT /api/uploaded-images/{id} body of a form that passed validation. */
export const toImageChanges = (values: EditImageValues): GalleryImageChanges => v.parse(UpdateGalleryImageSchema, toRequestBody(values));
