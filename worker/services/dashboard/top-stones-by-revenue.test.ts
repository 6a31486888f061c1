import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { adminCookie, insertStone } from '#worker/test/checkout-fixtures.ts';
import { insertOrderRow } from '#worker/test/order-rows.ts';

let dashboard: Dashboard;
let renamedId: number;

/** Three sold stones: one renamed by staff after its sale, one deleted after it, one left as it was. */
beforeAll(async () => {
  const cookie = await adminCookie();
  const renamed = await insertStone({ name: 'Blue Stone', price: 30_000, stock: 5 });
  const deleted = await insertStone({ name: 'Retired Spinel', price: 20_000, stock: 5 });
  const kept = await insertStone({ name: 'Garnet', price: 10_000, stock: 5 });
  renamedId = renamed.id;
  const lines = [renamed, deleted, kept].map((product) => ({ product, quantity: 1 }));
  await insertOrderRow({ createdAt: new Date(), status: 'paid', lines });
  expect((await staffCall(cookie, 'PATCH', `/api/products/${renamed.id}`, { name: 'Ceylon Sapphire' })).status).toBe(200);
  expect((await staffCall(cookie, 'DELETE', `/api/products/${deleted.id}`)).status).toBe(204);
  const response = await staffCall(cookie, 'GET', '/api/admin/dashboard');
  expect(response.status).toBe(200);
  dashboard = await response.json<Dashboard>();
});

describe('the dashboard’s top stones by revenue', () => {
  it('names a stone renamed since its sale by its current name, and a deleted one by the name its order lines recorded', () => {
    expect(dashboard.topStonesByRevenue).toEqual([
      { productId: renamedId, name: 'Ceylon Sapphire', revenueUsd: 30_000, units: 1 },
      { productId: null, name: 'Retired Spinel', revenueUsd: 20_000, units: 1 },
      { productId: expect.any(Number), name: 'Garnet', revenueUsd: 10_000, units: 1 },
    ]);
  });
});
