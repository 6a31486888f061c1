import * as v from 'valibot';
import { isPositiveRate, RatesSchema, UpstreamRatesSchema, type Rates } from '#schema/rates-api.ts';
import { CURRENCY_CODES, FALLBACK_RATES, type CurrencyCode } from '#schema/catalog.ts';
import { log } from '#worker/lib/log.ts';
import { sharedWhileRunning, type KeepAlive } from '#worker/lib/keep-alive.ts';

const LIVE_TTL_MS = 30 * 60 * 1000;
/** After a failure, ask upstream again soon rather than serve the fixed table for half an hour. */
const FALLBACK_TTL_MS = 5 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 3000;

const CachedSchema = v.object({ rates: RatesSchema, expiresAt: v.number() });
type Cached = v.InferOutput<typeof CachedSchema>;
let cached: Cached | undefined;

/** A cache shared by every isolate of a location, so they all price with the same live rates. */
export type SharedRatesCache = {
  get(): Promise<Cached | undefined>;
  put(entry: Cached, now: number): Promise<void>;
};

const SHARED_KEY = 'https://rates.internal/usd';

/** The Workers Cache API as the shared cache (a no-op where the platform has none, e.g. workers.dev). */
export function edgeRatesCache(cache: Cache): SharedRatesCache {
  return {
    async get() {
      const hit = await cache.match(SHARED_KEY);
      if (!hit) return undefined;
      const parsed = v.safeParse(CachedSchema, await hit.json());
      return parsed.success ? parsed.output : undefined;
    },
    async put(entry, now) {
      const seconds = Math.max(1, Math.floor((entry.expiresAt - now) / 1000));
      const body = new Response(JSON.stringify(entry), { headers: { 'cache-control': `max-age=${seconds}` } });
      await cache.put(SHARED_KEY, body);
    },
  };
}

/**
 * The upstream read under way. Requests that find no fresh rates meanwhile wait for it rather than each ask upstream:
 * 200 orders at once with the rates expired were 200 upstream calls, six at a time (a request's connection limit).
 */
const refreshing = sharedWhileRunning<Rates>();

/** Forgets the cached rates (tests start each case from nothing). */
export function clearRatesCache(): void {
  cached = undefined;
  refreshing.forget();
}

/** The rates a request of the shop prices with: its env's upstream, shared through the edge cache. */
export const shopRates = (env: { RATES_URL: string }, keepAlive?: KeepAlive): Promise<Rates> =>
  getRates(env.RATES_URL, fetch, Date.now(), edgeRatesCache(caches.default), keepAlive);

/**
 * USD exchange rates for our 14 currencies: from `upstreamUrl` at most every 30 minutes, shared
 * across isolates through `shared` when given, docs/product.md §9's fixed rates when upstream fails, times out
 * or answers something unusable.
 */
export function getRates(
  upstreamUrl: string,
  fetcher: typeof fetch = fetch,
  now: number = Date.now(),
  shared?: SharedRatesCache,
  keepAlive?: KeepAlive,
): Promise<Rates> {
  if (cached && cached.expiresAt > now) return Promise.resolve(cached.rates);
  return refreshing.run(() => refreshRates(upstreamUrl, fetcher, now, shared), keepAlive);
}

async function refreshRates(upstreamUrl: string, fetcher: typeof fetch, now: number, shared?: SharedRatesCache): Promise<Rates> {
  const fromShared = await shared?.get().catch(() => undefined);
  if (fromShared && fromShared.expiresAt > now) {
    cached = fromShared;
    return fromShared.rates;
  }
  const live = await fetchUpstream(upstreamUrl, fetcher);
  const rates: Rates = live
    ? { base: 'USD', rates: live, source: 'live', fetchedAt: new Date(now).toISOString() }
    : { base: 'USD', rates: { ...FALLBACK_RATES }, source: 'fallback', fetchedAt: new Date(now).toISOString() };
  cached = { rates, expiresAt: now + (live ? LIVE_TTL_MS : FALLBACK_TTL_MS) };
  // Only live rates are shared: another isolate may still reach upstream when this one could not.
  if (live) await shared?.put(cached, now).catch((error: unknown) => log.warn('rates.share_failed', { error }));
  return rates;
}

async function fetchUpstream(url: string, fetcher: typeof fetch): Promise<Record<CurrencyCode, number> | null> {
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`upstream answered ${response.status}`);
    const body = v.parse(UpstreamRatesSchema, await response.json());
    return pickOurCurrencies(body.rates);
  } catch (error) {
    log.warn('rates.fallback', { error });
    return null;
  }
}

/** Our currencies only; one the upstream lacks (or garbles) keeps its fallback rate. */
function pickOurCurrencies(upstream: Record<string, unknown>): Record<CurrencyCode, number> {
  const rates = { ...FALLBACK_RATES };
  for (const code of CURRENCY_CODES) {
    const value = upstream[code];
    if (isPositiveRate(value)) rates[code] = value;
  }
  rates.USD = 1;
  return rates;
}
