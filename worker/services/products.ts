import { asc, eq } from 'drizzle-orm';
import type { Product } from '#schema/api.ts';
import type { NewProduct, ProductChanges } from '#schema/products-api.ts';
import { products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

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

export async function createProduct(db: Database, product: NewProduct): Promise<Product> {
  const [created] = await db.insert(products).values(product).returning(productColumns);
  if (!created) throw new Error('product insert returned nothing');
  return created;
}

/** The product after the change, or null when there is no product with that id. */
export async function updateProduct(db: Database, id: number, changes: ProductChanges): Promise<Product | null> {
  const [updated] = await db.update(products).set(changes).where(eq(products.id, id)).returning(productColumns);
  return updated ?? null;
}

/**
 * True when the product existed. Its cart lines go with it (ON DELETE CASCADE); order lines keep their
 * name and price snapshot with product_id set to null.
 */
export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return deleted.length > 0;
}
