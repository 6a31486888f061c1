import type { Context } from 'hono';
import { cache } from 'hono/cache';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/env.ts';
import { trustedCatalogVersion } from '#worker/services/catalog-version.ts';

/** The answers an isolate keeps in memory: enough for every page and filter of a busy catalog. */
const MEMORY_ENTRIES = 256;
const MEMORY_BYTES = 16 * 1024 * 1024;

/** A 200 answer: only those are kept. */
type Kept = { headers: [string, string][]; body: ArrayBuffer };
const memory = new Map<string, Kept>();
let memoryBytes = 0;

function keep(key: string, answer: Kept): void {
  if (answer.body.byteLength > MEMORY_BYTES / 8) return;
  // Two requests that missed together both keep their answer: the second replaces the first.
  const replaced = memory.get(key);
  if (replaced) memoryBytes -= replaced.body.byteLength;
  memory.set(key, answer);
  memoryBytes += answer.body.byteLength;
  // A Map iterates in insertion order: the oldest answers (often of an older version) go first.
  for (const [oldKey, old] of memory) {
    if (memory.size <= MEMORY_ENTRIES && memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldKey);
    memoryBytes -= old.body.byteLength;
  }
}

/** Empties this isolate's memory, as a new isolate starts (tests). */
export function forgetCatalogAnswers(): void {
  memory.clear();
  memoryBytes = 0;
}

const keyOf = async (c: Context<AppEnv>) => `v${await trustedCatalogVersion(c.var.db)} ${c.req.url}`;
/** Each request's key, computed once, so memory and the edge file an answer under the same version. */
const requestKeys = new WeakMap<Request, string>();

/** The Cache API, shared by the isolates of a location. */
const edgeCache = cache({
  cacheName: 'catalog',
  cacheControl: 'max-age=0, s-maxage=300',
  keyGenerator: async (c: Context<AppEnv>) => requestKeys.get(c.req.raw) ?? keyOf(c),
  onCacheNotAvailable: false,
});

/**
 * Public catalog reads (products, gallery lists and counts), answered from the isolate's memory, else
 * from the Cache API, else by the route. The key carries the catalog version
 * (worker/services/catalog-version.ts), which every catalog write moves in its own batch: after a save
 * the next read misses and sees the new data, so no shopper is shown a stale price. Edge entries live
 * five minutes (s-maxage; view counts may lag that long); browsers always ask again (max-age=0), since
 * their cache knows nothing of the version.
 */
export const catalogCache = createMiddleware<AppEnv>(async (c, next) => {
  const key = await keyOf(c);
  requestKeys.set(c.req.raw, key);
  const kept = memory.get(key);
  if (kept) return new Response(kept.body, { status: 200, headers: kept.headers });
  // On a hit, hono's cache middleware returns the stored answer rather than setting it on the context.
  const fromEdge = await edgeCache(c, next);
  if (fromEdge) c.res = fromEdge;
  if (c.res.status === 200) {
    keep(key, { headers: [...c.res.headers], body: await c.res.clone().arrayBuffer() });
  }
});
