import { and, asc, count, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { CurrencyCode } from '#schema/catalog.ts';
import {
  DASHBOARD_CURRENCIES,
  DASHBOARD_TOP,
  LOW_STOCK_AT_MOST,
  STOCK_ALERTS_SHOWN,
  type CheckoutOutcomes,
  type CurrencyRevenue,
  type Dashboard,
} from '#schema/dashboard-api.ts';
import { galleryImages, orderLines, orders, products, wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { topStonesByViews } from '#worker/services/catalog/product-views.ts';
import { checkoutOutcome, readsPaid } from './checkout-outcome.ts';
import { DAY_MS, dashboardDays, dayText } from './days.ts';

type Outcome = keyof CheckoutOutcomes;

/**
 * The dashboard's reads, one D1 batch of aggregate queries, each a range scan of an index (docs/design.md §14): the
 * period's orders grouped by day, currency and outcome; the paid lines by stone, under its current name; the most viewed images; the
 * products low on stock or sold out; the applications waiting; the stones' page views by day. Writes nothing.
 */
export function dashboardQueries(db: Database, since: number, until: number, now: number) {
  const inPeriod = and(gte(orders.createdAt, new Date(since)), lt(orders.createdAt, new Date(until)));
  const day = sql<number>`cast(${orders.createdAt} / ${DAY_MS} as integer)`;
  const outcome = checkoutOutcome(now);
  const stone = sql`coalesce(${orderLines.productId}, ${orderLines.name})`;
  const revenue = sql<number>`sum(${orderLines.unitPrice} * ${orderLines.quantity})`.mapWith(Number);
  return [
    db
      .select({
        day,
        currency: orders.currency,
        outcome,
        orders: count(),
        usd: sql<number>`sum(${orders.originalAmount})`.mapWith(Number),
        amount: sql<number>`sum(${orders.totalAmount})`.mapWith(Number),
      })
      .from(orders)
      .where(inPeriod)
      .groupBy(day, orders.currency, outcome),
    db
      .select({
        productId: orderLines.productId,
        // The stone's current name, as staff manage it; a deleted product's the one its order lines recorded.
        name: sql<string>`coalesce(max(${products.name}), max(${orderLines.name}))`,
        revenueUsd: revenue,
        units: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderLines.productId))
      .where(and(inPeriod, readsPaid(now)))
      .groupBy(stone)
      .orderBy(desc(revenue), asc(stone))
      .limit(DASHBOARD_TOP),
    db
      .select({ id: galleryImages.id, name: galleryImages.name, imageUrl: galleryImages.imageUrl, views: galleryImages.views })
      .from(galleryImages)
      .where(gt(galleryImages.views, 0))
      .orderBy(desc(galleryImages.views), desc(galleryImages.id))
      .limit(DASHBOARD_TOP),
    db
      .select({ id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(lte(products.stock, LOW_STOCK_AT_MOST))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(STOCK_ALERTS_SHOWN),
    db
      .select({
        soldOut: sql<number>`count(*) filter (where ${products.stock} = 0)`.mapWith(Number),
        low: sql<number>`count(*) filter (where ${products.stock} > 0)`.mapWith(Number),
      })
      .from(products)
      .where(lte(products.stock, LOW_STOCK_AT_MOST)),
    db.select({ waiting: count() }).from(wholesaleApplications).where(eq(wholesaleApplications.status, 'new')),
    topStonesByViews(db, Math.floor(since / DAY_MS)),
  ] as const;
}

const readFigures = (db: Database, since: number, until: number, now: number) => db.batch(dashboardQueries(db, since, until, now));

type OrderGroup = Awaited<ReturnType<typeof readFigures>>[0][number];

/** The top currencies shoppers paid in, by paid orders then what they came to in US dollars, each with its days. */
export function currencyRevenue(groups: OrderGroup[], days: number[]): CurrencyRevenue[] {
  const byCurrency = new Map<CurrencyCode, CurrencyRevenue>();
  // What each currency's revenue came to in US dollars: amounts in two currencies are not compared as they are.
  const usdOf = new Map<CurrencyCode, number>();
  for (const group of groups.filter((entry) => entry.outcome === 'paid')) {
    const entry = byCurrency.get(group.currency) ?? {
      currency: group.currency,
      paidOrders: 0,
      revenue: 0,
      days: days.map((number) => ({ day: dayText(number), revenue: 0 })),
    };
    entry.paidOrders += group.orders;
    entry.revenue += group.amount;
    usdOf.set(group.currency, (usdOf.get(group.currency) ?? 0) + group.usd);
    const slot = entry.days[group.day - days[0]!];
    if (slot) slot.revenue += group.amount;
    byCurrency.set(group.currency, entry);
  }
  const usd = (entry: CurrencyRevenue) => usdOf.get(entry.currency) ?? 0;
  return [...byCurrency.values()]
    .sort((a, b) => b.paidOrders - a.paidOrders || usd(b) - usd(a) || a.currency.localeCompare(b.currency))
    .slice(0, DASHBOARD_CURRENCIES);
}

/** GET /api/admin/dashboard: the last DASHBOARD_DAYS days (UTC) up to `now`, and the shop as it stands. */
export async function readDashboard(db: Database, now = Date.now()): Promise<Dashboard> {
  const days = dashboardDays(now);
  const since = days[0]! * DAY_MS;
  const until = (days.at(-1)! + 1) * DAY_MS;
  const [groups, stones, images, lowStock, stockCounts, applications, viewedStones] = await readFigures(db, since, until, now);
  const perDay = days.map((number) => ({ day: dayText(number), orders: 0, paidOrders: 0, revenueUsd: 0 }));
  const checkouts: CheckoutOutcomes = { paid: 0, failed: 0, abandoned: 0, pending: 0 };
  for (const group of groups) {
    const slot = perDay[group.day - days[0]!];
    checkouts[group.outcome as Outcome] += group.orders;
    if (!slot) continue;
    slot.orders += group.orders;
    if (group.outcome !== 'paid') continue;
    slot.paidOrders += group.orders;
    slot.revenueUsd += group.usd;
  }
  return {
    from: dayText(days[0]!),
    to: dayText(days.at(-1)!),
    days: perDay,
    currencies: currencyRevenue(groups, days),
    checkouts,
    topStonesByRevenue: stones,
    topStonesByViews: viewedStones,
    mostViewedImages: images,
    stock: { soldOut: stockCounts[0]?.soldOut ?? 0, low: stockCounts[0]?.low ?? 0, items: lowStock },
    applicationsWaiting: applications[0]?.waiting ?? 0,
  };
}
