import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import type { FactCounts } from '#schema/stone-facts.ts';
import { json } from '#web/test/api-stub.ts';
import { renderPage } from './entry-server.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the server render', () => {
  it("carries the home page's deferred queries, however long after the loader they answer", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const renderErrors = vi.spyOn(console, 'error');
    let answerCategories: (() => void) | undefined;
    const fetchApi = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/products/categories') {
        return new Promise<Response>(
          (resolve) => (answerCategories = () => resolve(json([{ category: 'rare', count: 1, imageUrl: '/x.svg' }]))),
        );
      }
      if (path === '/api/products') return json({ items: [], nextCursor: null });
      if (path === '/api/products/facts') return json({ treatment: [], origin: [], certified: 0 } satisfies FactCounts);
      if (path === '/api/rates')
        return json({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback', fetchedAt: '2026-11-25T00:00:00.000Z' });
      return json({ card: 'simulated', mobile: 'simulated', demo: false, stripePublishableKey: null, stripePaymentMethodTypes: null });
    });
    const rendered = renderPage({ url: '/', origin: 'https://shop.test', language: 'en', currency: 'USD', fetchApi });
    await vi.waitFor(() => expect(answerCategories).toBeDefined());
    // The categories answer long after any fixed wait would have given up.
    vi.setSystemTime(Date.now() + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    answerCategories?.();

    const { hydration } = await rendered;
    const queries = (hydration.queries as { queries: { queryKey: unknown[]; state: { status: string } }[] }).queries;
    expect(queries.find((query) => query.queryKey.join('/') === 'products/categories')?.state.status).toBe('success');
    expect(renderErrors).not.toHaveBeenCalled();
  });
});
