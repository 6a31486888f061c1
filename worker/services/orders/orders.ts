import { and, eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CreateOrderSchema, OrderTerms } from '#schema/orders-api.ts';
import { convertUsdCents, scaledRate, wholeShillings } from '#schema/money.ts';
import { orderLines, orderRequests, orders, products, type ProductRow } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { bumpCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { D1_MAX_BOUND_PARAMETERS, inJsonList, inRunsOf } from '#worker/services/d1-limits.ts';
import { releaseSupersededCheckouts, supersededCheckouts } from './order-expiry.ts';
import { termsOf } from './order-receipt.ts';
import { checkHoldCaps, type Holder, type TakenStone } from './stone-holds.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';

type OrderInput = v.InferOutput<typeof CreateOrderSchema>;

/** Amounts may differ by rounding, never by more than one minor unit. */
const TOLERANCE = 1;

/**
 * docs/design.md §3: prices every line from D1 and the total with the server's own rate; a client figure that
 * disagrees (a line price, a total or the exchange rate) is refused (409) and nothing is written. The order, its line snapshots and the stock
 * decrements go in one batch, and the stock CHECK constraint makes an oversold batch fail whole.
 * The same batch first releases the visitor's earlier unpaid checkouts (a retry replaces them), so one
 * visitor never holds stock twice, however many retries run at once: D1 runs the batches one after another,
 * and each releases the order the one before it placed. With an Idempotency-Key (`request`), a retry of the same
 * checkout attempt answers the order the first request placed instead of placing another (issue 14, item 1).
 * How long a visitor or an address may keep stones held is capped (stone-holds.ts). The order locks the rate it
 * charges by, with its time, for its hold (issue 23, item 5): an M-Pesa order its whole shillings too.
 */
export async function placeOrder(
  db: Database,
  holder: Holder,
  input: OrderInput,
  { rate, rateAt, kesPerUsd }: ChargeRates,
  request?: OrderRequest,
): Promise<Result<PlacedOrder>> {
  const { sessionId } = holder;
  if (request) {
    const earlier = await orderForKey(db, sessionId, request);
    if (earlier) return earlier;
  }
  const quantities = mergeLines(input.items);
  const ids = [...quantities.keys()];
  const { byId, heldByVisitor } = await readStock(db, sessionId, ids);

  for (const line of input.items) {
    const product = byId.get(line.id);
    if (!product) return fail('product_unavailable', `"${line.name}" is no longer available`, { name: line.name });
    if (Math.abs(product.price - line.price) > TOLERANCE) {
      return fail('price_changed', `Prices changed: "${product.name}" now costs a different amount. Please review your cart.`, {
        name: product.name,
      });
    }
  }
  for (const [id, quantity] of quantities) {
    const product = byId.get(id);
    // What the visitor's earlier checkout holds comes back to stock in the same batch.
    const available = (product?.stock ?? 0) + (heldByVisitor.get(id) ?? 0);
    if (product && available < quantity) {
      return fail('insufficient_stock', `Not enough stock: only ${available} of "${product.name}" left`, {
        available,
        name: product.name,
      });
    }
  }

  const usdTotal = ids.reduce((sum, id) => sum + (byId.get(id)?.price ?? 0) * (quantities.get(id) ?? 0), 0);
  const total = convertUsdCents(usdTotal, input.currency, rate);
  // The rate the page showed must be ours: a tampered or stale one is refused, not silently replaced.
  const rateDiffers = input.exchangeRate !== scaledRate(rate);
  if (rateDiffers || Math.abs(input.originalAmount - usdTotal) > TOLERANCE || Math.abs(input.totalAmount - total) > TOLERANCE) {
    return fail('price_changed', 'Prices changed since you opened checkout. Please review your cart and try again.');
  }

  const capped = await checkHoldCaps(db, holder, stonesTaken(ids, byId, heldByVisitor, quantities));
  if (!capped.ok) return capped;

  const id = crypto.randomUUID();
  const createdAt = new Date();
  const locked = {
    createdAt,
    exchangeRate: scaledRate(rate),
    rateAt,
    kesRate: kesPerUsd === null ? null : scaledRate(kesPerUsd),
    kesAmount: kesPerUsd === null ? null : wholeShillings(usdTotal, kesPerUsd),
  };
  try {
    await db.batch([
      ...releaseSupersededCheckouts(db, sessionId),
      db.insert(orders).values({
        id,
        sessionId,
        currency: input.currency,
        totalAmount: total,
        originalAmount: usdTotal,
        originalCurrency: 'USD',
        ...locked,
        customerName: input.customerName ?? '',
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        paymentMethod: input.paymentMethod,
        addressKey: holder.addressKey,
      }),
      // A parallel request with the same key fails here, and its whole batch with it.
      ...(request
        ? [db.insert(orderRequests).values({ sessionId, idempotencyKey: request.key, bodyHash: request.bodyHash, orderId: id })]
        : []),
      ...inRunsOf(lineSnapshots(id, ids, byId, quantities), LINES_PER_INSERT).map((run) => db.insert(orderLines).values(run)),
      ...ids.map((productId) =>
        db
          .update(products)
          .set({ stock: sqlDecrement(quantities.get(productId)!) })
          .where(eq(products.id, productId)),
      ),
      // Stock is part of what the catalog answers.
      bumpCatalogVersion(db),
    ]);
  } catch (error) {
    const placedMeanwhile = request ? await orderForKey(db, sessionId, request) : undefined;
    if (placedMeanwhile) return placedMeanwhile;
    if (isStockViolation(error)) return fail('insufficient_stock', 'Not enough stock: another order took the last items');
    throw error;
  }
  return succeed({ id, replayed: false, terms: termsOf(locked) });
}

/**
 * The rates an order is charged by: the shopper's currency per USD and when that rate was read (`rateAt`), and for an
 * M-Pesa order shillings per USD (null otherwise), read as the order is placed.
 */
export type ChargeRates = { rate: number; rateAt: Date; kesPerUsd: number | null };

/** The client's Idempotency-Key of one checkout attempt, and the hash of the body it came with. */
export type OrderRequest = { key: string; bodyHash: string };

/** `replayed` when the order was placed by an earlier request with the same Idempotency-Key; what it locked. */
export type PlacedOrder = { id: string; replayed: boolean; terms: OrderTerms };

/** The order an earlier request with this key placed; refused when that request had another body. */
async function orderForKey(db: Database, sessionId: string, request: OrderRequest): Promise<Result<PlacedOrder> | undefined> {
  const [earlier] = await db
    .select({
      orderId: orderRequests.orderId,
      bodyHash: orderRequests.bodyHash,
      createdAt: orders.createdAt,
      exchangeRate: orders.exchangeRate,
      rateAt: orders.rateAt,
      kesRate: orders.kesRate,
      kesAmount: orders.kesAmount,
    })
    .from(orderRequests)
    .innerJoin(orders, eq(orders.id, orderRequests.orderId))
    .where(and(eq(orderRequests.sessionId, sessionId), eq(orderRequests.idempotencyKey, request.key)));
  if (!earlier) return undefined;
  if (earlier.bodyHash !== request.bodyHash) {
    return fail('idempotency_key_reused', 'This Idempotency-Key was already used for a different order; use a new key for a new checkout');
  }
  return succeed({ id: earlier.orderId, replayed: true, terms: termsOf(earlier) });
}

/**
 * The products, and how much of each the visitor's superseded checkouts hold, read in one batch so both come
 * from the same moment.
 */
async function readStock(db: Database, sessionId: string, ids: number[]) {
  const [rows, held] = await db.batch([
    db.select().from(products).where(inJsonList(products.id, ids)),
    db
      .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(supersededCheckouts(db, sessionId), inJsonList(orderLines.productId, ids)))
      .groupBy(orderLines.productId),
  ]);
  return {
    byId: new Map(rows.map((row) => [row.id, row])),
    heldByVisitor: new Map(held.map((line) => [line.productId, line.quantity])),
  };
}

/** Each line binds five parameters (order, product, name, unit price, quantity). */
const LINES_PER_INSERT = Math.floor(D1_MAX_BOUND_PARAMETERS / 5);

/** The order's line snapshots: one per product, named and priced as D1 has it now. */
function lineSnapshots(orderId: string, ids: number[], byId: Map<number, ProductRow>, quantities: Map<number, number>) {
  return ids.map((productId) => {
    const product = byId.get(productId)!;
    return { orderId, productId, name: product.name, unitPrice: product.price, quantity: quantities.get(productId)! };
  });
}

/** What the order takes of each stone, and whether it takes the last of it (its own earlier hold counted as available). */
function stonesTaken(
  ids: number[],
  byId: Map<number, ProductRow>,
  heldByVisitor: Map<number | null, number>,
  quantities: Map<number, number>,
): TakenStone[] {
  return ids.map((id) => {
    const product = byId.get(id)!;
    const quantity = quantities.get(id)!;
    return { id, name: product.name, quantity, takesTheLast: product.stock + (heldByVisitor.get(id) ?? 0) === quantity };
  });
}

/** One quantity per product, however the client split its lines. */
function mergeLines(items: OrderInput['items']): Map<number, number> {
  const merged = new Map<number, number>();
  for (const item of items) merged.set(item.id, (merged.get(item.id) ?? 0) + item.quantity);
  return merged;
}

function sqlDecrement(quantity: number) {
  return sql`${products.stock} - ${quantity}`;
}

export function isStockViolation(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /products_stock_not_negative|CHECK constraint failed/i.test(text);
}
