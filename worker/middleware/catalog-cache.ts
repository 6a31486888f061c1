import type { Context } from 'hono';
import { cache } from 'hono/cache';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv } from '#worker/env.ts';
import { BoundedMemo } from '#worker/lib/bounded-memo.ts';
import { publicOrigin } from '#worker/pages/public-origin.ts';
import { trustedCatalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { oncePerEnv } from '#worker/lib/once-per-env.ts';
import { keepAlive } from '#worker/lib/keep-alive.ts';

/**
 * A 200 answer: only those are kept. Its headers are one Headers object, which each answer copies (a Response's headers
 * are its own): workerd copies a Headers in one step, where a list of pairs is converted pair by pair on every answer.
 */
export type Kept = { headers: Headers; body: ArrayBuffer };

/** Answers kept in an isolate's memory, oldest out first, within a count and a size. */
export class MemoryPool {
  private readonly entries = new Map<string, Kept>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): Kept | undefined {
    return this.entries.get(key);
  }

  keep(key: string, answer: Kept): void {
    if (answer.body.byteLength > this.maxBytes / 8) return;
    // Two requests that missed together both keep their answer: the second replaces the first.
    const replaced = this.entries.get(key);
    if (replaced) this.bytes -= replaced.body.byteLength;
    this.entries.set(key, answer);
    this.bytes += answer.body.byteLength;
    // A Map iterates in insertion order: the oldest answers (often of an older version) go first.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/**
 * The answers an isolate keeps in memory: enough for every page and filter of a busy catalog. Free-text searches,
 * which anyone can vary without end, have a pool of their own, so they push out only each other and never a page
 * of the catalog.
 */
const listings = new MemoryPool(256, 16 * 1024 * 1024);
const searches = new MemoryPool(64, 4 * 1024 * 1024);
/** The free-text parameters: the gallery's `search`, the shop search's `q`. */
const SEARCH_PARAMETERS = new Set(['search', 'q']);

/** Empties this isolate's memory, as a new isolate starts (tests). */
export function forgetCatalogAnswers(): void {
  listings.clear();
  searches.clear();
}

/** A route's query schema (the one its validator runs); routes without a query take none. */
type QuerySchema = v.GenericSchema<Record<string, string | string[]>, Record<string, unknown>>;
const NO_QUERY: QuerySchema = v.object({});

/** The query as Hono's validator reads it: a name given twice is a list (which the schemas refuse). */
const queryOf = (c: Context<AppEnv>) =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([name, values]) => [name, values.length === 1 ? values[0] : values]));

/** Where an answer is filed besides its version: the origin, the path and the query as the route's schema reads it. */
type Address = { address: string; pool: MemoryPool; query: Record<string, unknown> };

/**
 * The public origin (the sitemap names it), the path and the query the route's schema reads, as it reads it (unknown
 * names dropped, the known ones sorted, trimmed and converted), so `?limit=24&x=1` and `?x=2&limit=024` are one entry.
 * Null for a query the validator will refuse.
 */
function addressOf(c: Context<AppEnv>, schema: QuerySchema): Address | null {
  const parsed = v.safeParse(schema, queryOf(c));
  if (!parsed.success) return null;
  // An empty value (`?search=`) reads as none.
  const known = Object.entries(parsed.output)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]): [string, string] => [name, String(value)]);
  const origin = publicOrigin(c.env, c.req.url) ?? '';
  const address = `${origin}${new URL(c.req.url).pathname}?${new URLSearchParams(known)}`;
  return { address, pool: known.some(([name]) => SEARCH_PARAMETERS.has(name)) ? searches : listings, query: parsed.output };
}

/** How many URLs' addresses each cached route remembers per env (an isolate has one env). */
const REMEMBERED_ADDRESSES = 1000;

/**
 * What the answer depends on, and nothing else: the catalog version, `extra`'s part and the URL's address. A URL's
 * address is worked out once (parsing and sorting its query cost more than answering from memory) and depends only on
 * the URL and the env.
 */
async function keyOf(c: Context<AppEnv>, address: Address | null, extra?: KeyPart): Promise<{ key: string; pool: MemoryPool } | null> {
  if (address === null) return null;
  const more = extra ? ` ${await extra(c, address.query)}` : '';
  const { version, bookmark } = await trustedCatalogVersion(c.env.DB, keepAlive(c));
  // An answer filed under this version must hold what the primary held when the version was read: its reads wait for that.
  if (bookmark) c.var.readAtLeast(bookmark);
  return { key: `v${version}${more} ${address.address}`, pool: address.pool };
}

/** What else an answer depends on beyond the catalog and its query (the exchange rates a price bound was converted with). */
type KeyPart = (c: Context<AppEnv>, query: Record<string, unknown>) => Promise<string>;

/** Each request's key, computed once, so memory and the edge file an answer under the same version. */
const requestKeys = new WeakMap<Request, string>();

/** The Cache API, shared by the isolates of a location. */
const edgeCache = cache({
  cacheName: 'catalog',
  cacheControl: 'max-age=0, s-maxage=300',
  keyGenerator: (c: Context<AppEnv>) => requestKeys.get(c.req.raw) ?? c.req.url,
  onCacheNotAvailable: false,
});

/**
 * Public catalog reads (products, gallery lists and counts, the sitemap), answered from the isolate's memory, else
 * from the Cache API, else by the route. The key carries the catalog version (worker/services/catalog/catalog-version.ts),
 * which every catalog write moves in its own batch: after a save the next read misses and sees the new data, so no
 * shopper is shown a stale price. The key holds only what `query` (the route's query schema) reads, so made-up
 * parameters neither miss the cache nor push real answers out of it. Edge entries live five minutes (s-maxage;
 * view counts may lag that long); browsers always ask again (max-age=0), since their cache knows nothing of the version.
 */
export const catalogCache = (query: QuerySchema = NO_QUERY, extra?: KeyPart) => {
  const addressesOf = oncePerEnv((_env: AppEnv['Bindings']) => new BoundedMemo<Address | null>(REMEMBERED_ADDRESSES));
  const rememberedAddress = (c: Context<AppEnv>) => addressesOf(c.env).get(c.req.url, () => addressOf(c, query));
  return createMiddleware<AppEnv>(async (c, next) => {
    const keyed = await keyOf(c, rememberedAddress(c), extra);
    if (keyed === null) return next();
    const { key, pool } = keyed;
    requestKeys.set(c.req.raw, key);
    const kept = pool.get(key);
    if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
    // On a hit, hono's cache middleware returns the stored answer rather than setting it on the context.
    const fromEdge = await edgeCache(c, next);
    if (fromEdge) c.res = fromEdge;
    if (c.res.status === 200) {
      pool.keep(key, { headers: new Headers(c.res.headers), body: await c.res.clone().arrayBuffer() });
    }
  });
};
