import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { clearRatesCache, edgeRatesCache, getRates, type SharedRatesCache } from '#worker/services/pricing/rates.ts';
import { call } from '#worker/test/app.ts';

afterEach(() => clearRatesCache());

const upstream = (body: unknown, status = 200) => {
  const calls: string[] = [];
  const fetcher = (async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { fetcher, calls };
};

describe('GET /api/rates', () => {
  it('answers the fallback rates of docs/product.md §9 when upstream cannot be reached', async () => {
    const response = await call('/api/rates');
    expect(response.status).toBe(200);
    const body = await response.json<{ source: string; base: string; rates: Record<string, number> }>();
    expect(body.source).toBe('fallback');
    expect(body.base).toBe('USD');
    expect(body.rates).toEqual(FALLBACK_RATES);
  });
});

describe('getRates', () => {
  it('uses the live upstream rates for our currencies only', async () => {
    const { fetcher } = upstream({ rates: { ...FALLBACK_RATES, EUR: 0.91, JPY: 151.2, XAU: 0.0004 } });
    const rates = await getRates('https://rates.test/USD', fetcher, 0);
    expect(rates.source).toBe('live');
    expect(rates.rates.EUR).toBe(0.91);
    expect(rates.rates.JPY).toBe(151.2);
    expect(Object.keys(rates.rates)).toHaveLength(14);
    expect(rates.rates).not.toHaveProperty('XAU');
  });

  it('asks upstream once for the requests that find no rates at once, and answers them all with its rates', async () => {
    let answer: (response: Response) => void = () => {};
    const upstreamAnswer = new Promise<Response>((resolve) => (answer = resolve));
    const calls: string[] = [];
    const fetcher = ((url: string) => {
      calls.push(url);
      return upstreamAnswer;
    }) as unknown as typeof fetch;

    const waiting = Promise.all(Array.from({ length: 20 }, () => getRates('https://rates.test/USD', fetcher, 0)));
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer(new Response(JSON.stringify({ rates: { EUR: 0.9 } })));

    expect((await waiting).map(({ rates }) => rates.EUR)).toEqual(Array(20).fill(0.9));
    expect(calls).toHaveLength(1);
  });

  it('asks upstream at most once in 30 minutes', async () => {
    const { fetcher, calls } = upstream({ rates: { EUR: 0.9 } });
    await getRates('https://rates.test/USD', fetcher, 0);
    await getRates('https://rates.test/USD', fetcher, 29 * 60 * 1000);
    expect(calls).toHaveLength(1);
    await getRates('https://rates.test/USD', fetcher, 31 * 60 * 1000);
    expect(calls).toHaveLength(2);
  });

  it('falls back when upstream answers an error status', async () => {
    const { fetcher } = upstream({ error: 'quota' }, 503);
    expect((await getRates('https://rates.test/USD', fetcher, 0)).source).toBe('fallback');
  });

  it('falls back when upstream answers something that is not rates', async () => {
    const { fetcher } = upstream({ result: 'ok' });
    expect((await getRates('https://rates.test/USD', fetcher, 0)).rates).toEqual(FALLBACK_RATES);
  });

  it('keeps the fallback for a currency whose upstream rate is missing or nonsense', async () => {
    const { fetcher } = upstream({ rates: { EUR: -3, GBP: 'x', SEK: 10.4 } });
    const rates = await getRates('https://rates.test/USD', fetcher, 0);
    expect(rates.rates.EUR).toBe(FALLBACK_RATES.EUR);
    expect(rates.rates.GBP).toBe(FALLBACK_RATES.GBP);
    expect(rates.rates.SEK).toBe(10.4);
  });

  it('retries upstream within minutes after a failure instead of waiting half an hour', async () => {
    const failing = upstream({}, 500);
    await getRates('https://rates.test/USD', failing.fetcher, 0);
    const { fetcher, calls } = upstream({ rates: { EUR: 0.88 } });
    const rates = await getRates('https://rates.test/USD', fetcher, 6 * 60 * 1000);
    expect(calls).toHaveLength(1);
    expect(rates.source).toBe('live');
  });
});

/** What another isolate would see: a store outside this module's memory. */
function memoryShared(): SharedRatesCache & { puts: number } {
  let entry: Awaited<ReturnType<SharedRatesCache['get']>>;
  const shared = {
    puts: 0,
    get: async () => entry,
    put: async (value: NonNullable<typeof entry>) => {
      shared.puts += 1;
      entry = value;
    },
  };
  return shared;
}

describe('getRates across isolates', () => {
  it('prices a second isolate with the live rates the first one fetched, without asking upstream again', async () => {
    const shared = memoryShared();
    const first = upstream({ rates: { EUR: 0.91 } });
    await getRates('https://rates.test/USD', first.fetcher, 0, shared);
    clearRatesCache(); // another isolate: nothing in memory
    const second = upstream({ rates: { EUR: 0.5 } });
    const rates = await getRates('https://rates.test/USD', second.fetcher, 10 * 60 * 1000, shared);
    expect(second.calls).toHaveLength(0);
    expect(rates.rates.EUR).toBe(0.91);
  });

  it('never shares the fallback table', async () => {
    const shared = memoryShared();
    await getRates('https://rates.test/USD', upstream({}, 500).fetcher, 0, shared);
    expect(shared.puts).toBe(0);
  });

  it('ignores a shared entry that has expired', async () => {
    const shared = memoryShared();
    await getRates('https://rates.test/USD', upstream({ rates: { EUR: 0.91 } }).fetcher, 0, shared);
    clearRatesCache();
    const later = upstream({ rates: { EUR: 0.93 } });
    const rates = await getRates('https://rates.test/USD', later.fetcher, 31 * 60 * 1000, shared);
    expect(later.calls).toHaveLength(1);
    expect(rates.rates.EUR).toBe(0.93);
  });

  it('keeps an entry in the Workers Cache API', async () => {
    const cache = await caches.open('rates-test');
    const shared = edgeRatesCache(cache);
    await getRates('https://rates.test/USD', upstream({ rates: { EUR: 0.88 } }).fetcher, Date.now(), shared);
    const entry = await shared.get();
    expect(entry?.rates.rates.EUR).toBe(0.88);
    expect(entry?.rates.source).toBe('live');
  });
});
