import * as auditApi from '#schema/audit-api.ts';
import * as cartApi from '#schema/cart-api.ts';
import * as fields from '#schema/fields.ts';
import * as galleryApi from '#schema/gallery-api.ts';
import * as imageVariants from '#schema/image-variants.ts';
import * as ordersApi from '#schema/orders-api.ts';
import * as paymentsApi from '#schema/payments-api.ts';
import * as productsApi from '#schema/products-api.ts';
import * as ratesApi from '#schema/rates-api.ts';
import * as signInApi from '#schema/sign-in-api.ts';
import * as uploadsApi from '#schema/uploads-api.ts';
import * as wholesaleApi from '#schema/wholesale-api.ts';

type SchemaLike = {
  kind?: unknown;
  entries?: Record<string, unknown>;
  pipe?: unknown[];
  options?: unknown[];
  wrapped?: unknown;
  item?: unknown;
};

const isSchema = (value: unknown): value is SchemaLike =>
  typeof value === 'object' && value !== null && (value as SchemaLike).kind === 'schema';

/** Every key of every valibot object in `schema`, nested ones and those inside pipes, optionals and arrays too. */
function keysOf(schema: unknown, into: Set<string>): void {
  if (!isSchema(schema)) return;
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    into.add(key);
    keysOf(entry, into);
  }
  for (const inner of [...(schema.pipe ?? []), ...(schema.options ?? []), schema.wrapped, schema.item]) keysOf(inner, into);
}

/**
 * The body and query field names the API reads, taken from the schema/ modules' valibot schemas, so a new
 * field is fuzzed without touching the test. The upload PUT's signed query (worker/services/uploads/uploads.ts) is
 * read by hand, not by a schema: its names are added here.
 */
export function apiFieldNames(): string[] {
  const names = new Set<string>(['expires', 'max', 'sig', 'lang']);
  for (const shape of apiObjectShapes()) for (const key of shape) names.add(key);
  return [...names].sort();
}

const MODULES = [
  auditApi,
  cartApi,
  fields,
  galleryApi,
  imageVariants,
  ordersApi,
  paymentsApi,
  productsApi,
  ratesApi,
  signInApi,
  uploadsApi,
  wholesaleApi,
];

/** The keys of each exported schema (a request body or query), nested ones included: a body shaped like a real one. */
export function apiObjectShapes(): string[][] {
  return MODULES.flatMap((module) => Object.values(module))
    .map((exported) => {
      const keys = new Set<string>();
      keysOf(exported, keys);
      return [...keys];
    })
    .filter((keys) => keys.length > 0);
}
