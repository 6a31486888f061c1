import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/app/query-client.ts';
import { adminSessionQueryOptions } from '#web/features/admin/index.ts';
import { cartQueryOptions } from '#web/features/cart/api/get-cart.ts';
import { productStatsQueryOptions } from '#web/features/admin-products/api/get-staff-products.ts';
import { json, stubApi } from '#web/test/api-stub.ts';
import { answerQueriesWith } from './api.ts';

describe('a query run where the Worker renders a page', () => {
  it.each([
    ['the cart', (client: QueryClient) => client.fetchQuery(cartQueryOptions()), []],
    ['the staff session', (client: QueryClient) => client.fetchQuery(adminSessionQueryOptions()), { username: 'admin' }],
    ['the staff product counts', (client: QueryClient) => client.fetchQuery(productStatsQueryOptions()), { total: 0, inStock: 0 }],
  ])('asks the Worker in-process for %s, never the browser fetch', async (_name, fetchQuery, answer) => {
    const browser = stubApi();
    const queryClient = createQueryClient();
    const inProcess = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json(answer));
    answerQueriesWith(queryClient, inProcess);

    await expect(fetchQuery(queryClient)).resolves.toEqual(answer);
    expect(inProcess).toHaveBeenCalledTimes(1);
    expect(String(inProcess.mock.calls[0]?.[0])).toMatch(/^http:\/\/shop\.internal\/api\//);
    expect(browser.requests).toEqual([]);
  });
});
