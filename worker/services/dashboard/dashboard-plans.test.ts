import { beforeAll, describe, expect, it } from 'vitest';
import { staffCall } from '#worker/test/admin-session.ts';
import { adminCookie } from '#worker/test/checkout-fixtures.ts';
import { testDb } from '#worker/test/factories.ts';
import { planOf } from '#worker/test/query-plan.ts';
import { seedOrders } from '#worker/test/order-seeding.ts';
import { readDashboard, dashboardQueries } from './dashboard.ts';
import { DAY_MS, dashboardDays } from './days.ts';

const ORDERS = 10_000;

const now = Date.now();

beforeAll(async () => {
  await seedOrders(ORDERS, { now });
}, 120_000);

describe('the dashboard with 10,000 orders', () => {
  it('reads every table through an index, never a whole table or a sort of one', async () => {
    const days = dashboardDays(now);
    const queries = dashboardQueries(testDb(), days[0]! * DAY_MS, (days.at(-1)! + 1) * DAY_MS, now);
    const plans = await Promise.all(queries.map(planOf));
    for (const plan of plans) {
      // "SCAN t" alone reads every row of t; "SCAN t USING (COVERING) INDEX i" walks an index in its order and stops at the LIMIT.
      expect(
        plan.filter((step) => /^SCAN \w+$/.test(step)),
        plan.join('\n'),
      ).toEqual([]);
    }
    const [ordersByDay, stones, images, lowStock] = plans;
    expect(ordersByDay!.join('\n')).toMatch(/SEARCH orders USING INDEX orders_created_idx/);
    expect(stones!.join('\n')).toMatch(/SEARCH order_lines USING INDEX order_lines_order_idx/);
    // A stone's current name: one probe of its product by id per line, never a read of every product.
    expect(stones!.join('\n')).toMatch(/SEARCH products USING INTEGER PRIMARY KEY/);
    expect(images!.join('\n')).toMatch(/gallery_images_views_idx/);
    expect(images!.join('\n')).not.toMatch(/TEMP B-TREE/);
    expect(lowStock!.join('\n')).toMatch(/products_stock_idx/);
    expect(lowStock!.join('\n')).not.toMatch(/TEMP B-TREE/);
    console.log(plans.map((plan, index) => `query ${index}:\n  ${plan.join('\n  ')}`).join('\n'));
  });

  it('answers staff through the Worker (measured, not timed: the budgets are the bench’s)', async () => {
    const cookie = await adminCookie();
    const started = performance.now();
    const response = await staffCall(cookie, 'GET', '/api/admin/dashboard');
    expect(response.status).toBe(200);
    await response.json();
    console.log(`GET /api/admin/dashboard over ${ORDERS} orders: ${(performance.now() - started).toFixed(1)} ms`);
  });

  it('adds up the seeded orders inside the 30 days', async () => {
    const started = performance.now();
    const dashboard = await readDashboard(testDb(), now);
    console.log(`readDashboard over ${ORDERS} orders: ${(performance.now() - started).toFixed(1)} ms`);
    const placed = dashboard.days.reduce((sum, day) => sum + day.orders, 0);
    // Seeded order i is (i % 45) days old: 30 of every 45 fall inside the period.
    expect(placed).toBe(Array.from({ length: ORDERS }, (_, i) => i).filter((i) => i % 45 < 30).length);
    const { paid, failed, abandoned, pending } = dashboard.checkouts;
    expect(paid + failed + abandoned + pending).toBe(placed);
    expect(failed).toBeGreaterThan(0);
    expect(abandoned).toBeGreaterThan(0);
  });
});
