import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { productViews, wholesaleApplications } from '#schema/tables.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { call } from '#worker/test/app.ts';
import { adminCookie, insertStone } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';
import { insertOrderRow } from '#worker/test/order-rows.ts';
import { viewProduct } from '#worker/test/product-views.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const todayStart = Math.floor(Date.now() / DAY_MS) * DAY_MS;
/** A minute into the day `daysAgo` days before today (UTC). */
const daysAgo = (days: number) => new Date(todayStart - days * DAY_MS + 60_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

let cookie: string;
let dashboard: Dashboard;
const known = {} as Record<'ruby' | 'opal' | 'soldOut' | 'low' | 'plenty', Awaited<ReturnType<typeof insertStone>>>;

/**
 * A known shop, the only rows of this file's D1: five stones, nine orders (one of them older than the period), three
 * gallery images and three applications.
 */
beforeAll(async () => {
  cookie = await adminCookie();
  known.ruby = await insertStone({ name: 'Ruby', price: 2500, stock: 20 });
  known.opal = await insertStone({ name: 'Opal', price: 10000, stock: 20 });
  known.soldOut = await insertStone({ name: 'Sold-out Topaz', stock: 0 });
  known.low = await insertStone({ name: 'Last Two Garnets', stock: 2 });
  known.plenty = await insertStone({ name: 'Plenty of Quartz', stock: 3 });
  const { ruby, opal } = known;
  await insertOrderRow({ createdAt: daysAgo(0), status: 'paid', lines: [{ product: ruby, quantity: 2 }] });
  await insertOrderRow({
    createdAt: daysAgo(0),
    status: 'paid',
    currency: 'EUR',
    totalAmount: 9200,
    lines: [{ product: opal, quantity: 1 }],
  });
  await insertOrderRow({
    createdAt: daysAgo(2),
    status: 'paid',
    currency: 'EUR',
    totalAmount: 2300,
    lines: [{ product: ruby, quantity: 1 }],
  });
  await insertOrderRow({
    createdAt: daysAgo(2),
    status: 'paid',
    currency: 'GBP',
    totalAmount: 7900,
    lines: [{ product: opal, quantity: 1 }],
  });
  await insertOrderRow({ createdAt: daysAgo(5), status: 'failed', lines: [{ product: ruby, quantity: 1 }], payment: { status: 'failed' } });
  await insertOrderRow({ createdAt: daysAgo(5), status: 'failed', lines: [{ product: opal, quantity: 1 }] });
  await insertOrderRow({ createdAt: daysAgo(0), status: 'pending', lines: [{ product: opal, quantity: 3 }] });
  // Its simulated payment came due but is not written yet: it reads as paid, as in the orders list.
  await insertOrderRow({
    createdAt: daysAgo(0),
    status: 'pending',
    lines: [{ product: ruby, quantity: 1 }],
    payment: { status: 'pending', confirmAt: new Date(Date.now() - 1000) },
  });
  await insertOrderRow({ createdAt: daysAgo(40), status: 'paid', lines: [{ product: opal, quantity: 9 }] });
  // Page views: Opal opened 3 times today; Ruby 5 times 29 days ago and once today; Quartz only 31 days ago, outside.
  for (let view = 0; view < 3; view += 1) await viewProduct(opal.id);
  await viewProduct(ruby.id);
  const today = Math.floor(Date.now() / DAY_MS);
  await testDb()
    .insert(productViews)
    .values([
      { productId: ruby.id, day: today - 29, views: 5 },
      { productId: known.plenty.id, day: today - 30, views: 50 },
    ]);
  await insertGalleryImage({ name: 'Seen seven times', views: 7 });
  await insertGalleryImage({ name: 'Seen three times', views: 3 });
  await insertGalleryImage({ name: 'Never seen', views: 0 });
  const application = { contactName: 'A', email: 'a@example.com', phone: '+254 700 000 000', businessType: 'retail' };
  await testDb()
    .insert(wholesaleApplications)
    .values([
      { ...application, businessName: 'Waiting One' },
      { ...application, businessName: 'Waiting Two' },
      { ...application, businessName: 'Answered', status: 'approved' },
    ]);
  const response = await staffCall(cookie, 'GET', '/api/admin/dashboard');
  expect(response.status).toBe(200);
  dashboard = await response.json<Dashboard>();
});

describe('GET /api/admin/dashboard', () => {
  it('is for staff only', async () => {
    expect((await call('/api/admin/dashboard')).status).toBe(401);
  });

  it('covers today and the 29 days before it, a row for each day even without orders', () => {
    expect(dashboard.days).toHaveLength(30);
    expect(dashboard.to).toBe(dayOf(daysAgo(0)));
    expect(dashboard.from).toBe(dayOf(daysAgo(29)));
    expect(dashboard.days.map((day) => day.day)).toEqual(Array.from({ length: 30 }, (_, index) => dayOf(daysAgo(29 - index))));
  });

  it('counts each day’s orders and what the paid ones came to in US dollars, a due simulated payment as paid', () => {
    const byDay = Object.fromEntries(dashboard.days.map(({ day, ...figures }) => [day, figures]));
    expect(byDay[dayOf(daysAgo(0))]).toEqual({ orders: 4, paidOrders: 3, revenueUsd: 5000 + 10000 + 2500 });
    expect(byDay[dayOf(daysAgo(2))]).toEqual({ orders: 2, paidOrders: 2, revenueUsd: 2500 + 10000 });
    expect(byDay[dayOf(daysAgo(5))]).toEqual({ orders: 2, paidOrders: 0, revenueUsd: 0 });
    const total = dashboard.days.reduce((sum, day) => sum + day.orders, 0);
    expect(total).toBe(8);
  });

  it('tells paid, failed, abandoned and pending checkouts apart, leaving out orders older than the period', () => {
    expect(dashboard.checkouts).toEqual({ paid: 5, failed: 1, abandoned: 1, pending: 1 });
  });

  it('sums the top currencies in their own minor units, most paid orders first', () => {
    expect(dashboard.currencies.map(({ currency, paidOrders, revenue }) => ({ currency, paidOrders, revenue }))).toEqual([
      { currency: 'EUR', paidOrders: 2, revenue: 9200 + 2300 },
      { currency: 'USD', paidOrders: 2, revenue: 5000 + 2500 },
      { currency: 'GBP', paidOrders: 1, revenue: 7900 },
    ]);
    const euro = dashboard.currencies[0]!.days;
    expect(euro).toHaveLength(30);
    expect(euro.find((day) => day.day === dayOf(daysAgo(2)))?.revenue).toBe(2300);
  });

  it('ranks stones by what their paid lines came to', () => {
    expect(dashboard.topStonesByRevenue).toEqual([
      { productId: known.opal.id, name: 'Opal', revenueUsd: 20000, units: 2 },
      { productId: known.ruby.id, name: 'Ruby', revenueUsd: 10000, units: 4 },
    ]);
  });

  it('ranks stones by how often their pages were opened in the period', () => {
    expect(dashboard.topStonesByViews).toEqual([
      { productId: known.ruby.id, name: 'Ruby', views: 6 },
      { productId: known.opal.id, name: 'Opal', views: 3 },
    ]);
  });

  it('names the most viewed gallery images, leaving out those nobody saw', () => {
    expect(dashboard.mostViewedImages.map(({ name, views }) => ({ name, views }))).toEqual([
      { name: 'Seen seven times', views: 7 },
      { name: 'Seen three times', views: 3 },
    ]);
  });

  it('names the products sold out or low on stock, and counts the applications waiting for an answer', () => {
    expect(dashboard.stock).toEqual({
      soldOut: 1,
      low: 1,
      items: [
        { id: known.soldOut.id, name: 'Sold-out Topaz', stock: 0 },
        { id: known.low.id, name: 'Last Two Garnets', stock: 2 },
      ],
    });
    expect(dashboard.applicationsWaiting).toBe(2);
  });
});
