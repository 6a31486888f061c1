import { asc } from 'drizzle-orm';
import type { Product } from '../../schema/api';
import { products } from '../../schema/tables';
import type { Database } from '../env';

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
