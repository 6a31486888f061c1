import { env } from 'cloudflare:workers';
import { drizzle } from 'drizzle-orm/d1';
import * as tables from '#schema/tables.ts';
import type { NewProductRow, ProductRow } from '#schema/tables.ts';
import { productFields } from '#testing/factories.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';

/** A drizzle handle on the test D1, to set up rows and to check what a call wrote. */
export const testDb = () => drizzle(env.DB, { schema: tables });

/**
 * Inserts one product with a unique name; each test makes its own, so tests never share rows. Like every
 * catalog write it moves the catalog version, so no cached catalog answer hides the new row.
 */
export async function insertProduct(overrides: Partial<NewProductRow> = {}): Promise<ProductRow> {
  const db = testDb();
  const [[row]] = await db.batch([
    db
      .insert(tables.products)
      .values(productFields({ name: `Test Stone ${crypto.randomUUID()}`, ...overrides }))
      .returning(),
    bumpCatalogVersion(db),
  ]);
  if (!row) throw new Error('product insert returned nothing');
  return row;
}

/**
 * Stores a tiny PNG in R2 under `key`, as a finished upload leaves it, and returns its address: the Worker
 * refuses to save an image or product pointing at an upload the bucket does not hold.
 */
export async function putUpload(key = `uploads/${crypto.randomUUID()}.png`): Promise<{ imageUrl: string; key: string }> {
  await env.BUCKET.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: 'image/png' } });
  return { imageUrl: `/objects/${key}`, key };
}
