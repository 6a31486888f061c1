import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/app/query-client.ts';
import { adminSessionQueryOptions } from '#web/features/admin/index.ts';
import { cartQueryOptions } from '#web/features/cart/api/get-cart.ts';
import { productStatsQueryOptions } from '#web/features/admin-products/api/get-staff-products.ts';
import { json, refusal, stubApi } from '#web/test/api-stub.ts';
import { answerQueriesWith, apiOf, callOrAbsent, type ApiError } from './api.ts';

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

describe('a call for one thing that may not exist', () => {
  const askForProduct = () => callOrAbsent(apiOf(createQueryClient()).products[':id'].$get({ param: { id: '7' } }));

  it('answers null when the API says there is no such thing, so a page can hand the absence on as data', async () => {
    stubApi({ 'GET /api/products/:id': refusal(404, 'not_found') });
    await expect(askForProduct()).resolves.toBeNull();
  });

  it('still throws every other refusal', async () => {
    stubApi({ 'GET /api/products/:id': refusal(503, 'unavailable') });
    await expect(askForProduct()).rejects.toMatchObject({ status: 503 });
  });

  it('answers null for what the caller counts as absent too', async () => {
    stubApi({ 'GET /api/products/:id': refusal(400, 'invalid_input') });
    const absentWhen400 = (error: ApiError) => error.status === 400;
    await expect(callOrAbsent(apiOf(createQueryClient()).products[':id'].$get({ param: { id: '7' } }), absentWhen400)).resolves.toBeNull();
  });
});
