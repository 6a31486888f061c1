import { asc, eq } from 'drizzle-orm';
import type { Product } from '#schema/api.ts';
import type { NewProduct, ProductChanges } from '#schema/products-api.ts';
import { products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { isMissingUpload, NO_SUCH_UPLOAD } from './object-keys.ts';
import { fail, succeed, type Result } from './result.ts';

/** The columns of the API's Product, in the shape the API answers with. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  stock: products.stock,
} as const;

export async function listProducts(db: Database): Promise<Product[]> {
  return db.select(productColumns).from(products).orderBy(asc(products.id));
}

/** A new product; refused when its image is an upload that is not in the bucket. */
export async function createProduct(db: Database, bucket: R2Bucket, product: NewProduct): Promise<Result<Product>> {
  if (await isMissingUpload(bucket, product.imageUrl)) return fail('upload_not_found', NO_SUCH_UPLOAD);
  const [created] = await db.insert(products).values(product).returning(productColumns);
  if (!created) throw new Error('product insert returned nothing');
  return succeed(created);
}

/** The product after the change; refused when there is no such product or a new image is a missing upload. */
export async function updateProduct(db: Database, bucket: R2Bucket, id: number, changes: ProductChanges): Promise<Result<Product>> {
  if (changes.imageUrl !== undefined && (await isMissingUpload(bucket, changes.imageUrl))) return fail('upload_not_found', NO_SUCH_UPLOAD);
  const [updated] = await db.update(products).set(changes).where(eq(products.id, id)).returning(productColumns);
  return updated ? succeed(updated) : fail('not_found', PRODUCT_NOT_FOUND);
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * True when the product existed. Its cart lines go with it (ON DELETE CASCADE); order lines keep their
 * name and price snapshot with product_id set to null.
 */
export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
