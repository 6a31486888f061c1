import { and, asc, count, eq, gt, min, sql, type SQL } from 'drizzle-orm';
import type {
  Product,
  NewProduct,
  ProductCategorySummary,
  ProductChanges,
  ProductFactsQuery,
  ProductListQuery,
  ProductPage,
  ProductStats,
} from '#schema/products-api.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import { orderLines, orders, products } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersion, bumpCatalogVersionIfChanged } from './catalog-version.ts';
import { missingImage } from '#worker/services/objects/object-keys.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { ftsQuery, searchWords } from '#worker/services/search/search-words.ts';
import { factCondition, factCounts } from '#worker/services/stone-facts/fact-filters.ts';

/** The columns of the API's Product, in the shape the API answers with. */
export const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  category: products.category,
  stock: products.stock,
  treatmentCode: products.treatmentCode,
  originCode: products.originCode,
  certified: products.certified,
} as const;

/** The list's choices as SQL over `products` (docs/product.md §2): a category and the stone facts. */
function listCondition({ category, ...facts }: ProductFactsQuery): SQL {
  return sql`${category === undefined ? sql`1` : sql`${products.category} = ${category}`} AND ${factCondition(PRODUCTS_AS_ROWS, facts)}`;
}

/** The products table under its own name, for the fact filters' SQL. */
const PRODUCTS_AS_ROWS = { kind: 'product', from: sql`products`, alias: 'products' } as const;

/** The shop grid's filter counts (docs/product.md §2): per treatment and origin, and certified, in one query. */
export function productFactCounts(db: Database, { category, ...facts }: ProductFactsQuery): Promise<FactCounts> {
  return factCounts(db, PRODUCTS_AS_ROWS, listCondition({ category }), facts);
}

/** One product, or null when there is no such product. */
export async function findProduct(db: Database, id: number): Promise<Product | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

/** Products with every word of `text` at the start of one of their words (the index of docs/design.md §14); none when it has no words. */
function matchingText(text: string | undefined): SQL | undefined {
  const fts = ftsQuery(searchWords(text ?? ''));
  return fts === null ? undefined : sql`${products.id} IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ${fts})`;
}

/** `limit` products after the id `cursor`, oldest first: keyset paging on the primary key (and the category index). */
export async function pageProducts(db: Database, { q, limit, cursor, ...filters }: ProductListQuery): Promise<ProductPage> {
  // One row more than asked tells whether another page follows.
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(listCondition(filters), matchingText(q), cursor === undefined ? undefined : gt(products.id, cursor)))
    .orderBy(asc(products.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}

/** How many products there are, and how many of them in stock. */
export async function productStats(db: Database): Promise<ProductStats> {
  const [row] = await db
    .select({
      total: count().mapWith(Number),
      inStock: sql<number>`coalesce(sum(${products.stock} > 0), 0)`.mapWith(Number),
    })
    .from(products);
  return row ?? { total: 0, inStock: 0 };
}

/** Per category that has products: how many, and the picture of its first product. */
export async function categorySummary(db: Database): Promise<ProductCategorySummary[]> {
  const firstOfCategory = db
    .select({ category: products.category, firstId: min(products.id).as('first_id'), count: count().as('count') })
    .from(products)
    .groupBy(products.category)
    .as('firsts');
  return db
    .select({
      category: firstOfCategory.category,
      count: sql<number>`${firstOfCategory.count}`.mapWith(Number),
      imageUrl: products.imageUrl,
    })
    .from(firstOfCategory)
    .innerJoin(products, eq(products.id, firstOfCategory.firstId))
    .orderBy(asc(firstOfCategory.category));
}

/** A new product; refused when its image (an upload or seed art) is not in the bucket. */
export async function createProduct(db: Database, bucket: R2Bucket, product: NewProduct): Promise<Result<Product>> {
  const missing = await missingImage(bucket, product.imageUrl);
  if (missing) return fail('upload_not_found', missing);
  const [[created]] = await db.batch([db.insert(products).values(product).returning(productColumns), bumpCatalogVersion(db)]);
  if (!created) throw new Error('product insert returned nothing');
  return succeed(created);
}

/**
 * The product after the change; refused when there is no such product, a new image is not in the bucket, or
 * the stock is no longer the `expectedStock` the admin read (one conditional UPDATE decides, so a sale between
 * the read and the save is never overwritten).
 */
export async function updateProduct(
  db: Database,
  bucket: R2Bucket,
  id: number,
  { expectedStock, stock, ...changes }: ProductChanges,
): Promise<Result<Product>> {
  const missing = changes.imageUrl === undefined ? null : await missingImage(bucket, changes.imageUrl);
  if (missing) return fail('upload_not_found', missing);
  const stockAsRead = expectedStock === undefined ? undefined : eq(products.stock, expectedStock);
  const [[updated]] = await db.batch([
    db
      .update(products)
      .set({ ...changes, ...stockSwitch(stock), editedAt: new Date() })
      .where(and(eq(products.id, id), stockAsRead))
      .returning(productColumns),
    bumpCatalogVersionIfChanged(db),
  ]);
  if (updated) return succeed(updated);
  if (stockAsRead && (await findProduct(db, id))) {
    return fail('stock_changed', 'The stock changed since the form was opened; reload the product and edit it again');
  }
  return fail('not_found', PRODUCT_NOT_FOUND);
}

/** The units of the product being updated that unpaid checkouts hold (a correlated subquery). */
const heldUnits = sql<number>`(SELECT coalesce(sum(${orderLines.quantity}), 0) FROM ${orderLines} INNER JOIN ${orders} ON ${orders.id} = ${orderLines.orderId} WHERE ${orderLines.productId} = ${products.id} AND ${orders.status} = 'pending')`;

/**
 * docs/product.md §3: switched off (0), a product keeps the count it had (0 when it had none: `stockBeforeOff` not
 * null is what "switched off" means, and units a checkout gives back go there, services/orders/order-expiry.ts), and
 * switched on (`true`) gets it back, or 1 when it had none, unless checkouts hold its units: then it has them back
 * when their holds end, and no unit is made up beside them. A count typed in is the count, with nothing to restore.
 */
function stockSwitch(stock: ProductChanges['stock']) {
  if (stock === true) {
    return {
      stock: sql<number>`CASE WHEN ${products.stock} > 0 THEN ${products.stock} WHEN ${products.stockBeforeOff} > 0 THEN ${products.stockBeforeOff} WHEN ${heldUnits} > 0 THEN 0 ELSE 1 END`,
      stockBeforeOff: null,
    };
  }
  if (stock === 0) {
    return {
      stock,
      stockBeforeOff: sql<number>`CASE WHEN ${products.stock} > 0 THEN ${products.stock} ELSE COALESCE(${products.stockBeforeOff}, 0) END`,
    };
  }
  return stock === undefined ? {} : { stock, stockBeforeOff: null };
}

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * True when the product existed. Its cart lines go with it (ON DELETE CASCADE); order lines keep their
 * name and price snapshot with product_id set to null.
 */
export async function deleteProduct(db: Database, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(products).where(eq(products.id, id)).returning({ id: products.id }),
    bumpCatalogVersionIfChanged(db),
  ]);
  return deleted.length > 0;
}
