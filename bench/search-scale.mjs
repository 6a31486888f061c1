/**
 * `node bench/search-scale.mjs`: how the shop's search (GET /api/search, issue 27) answers over a catalog of
 * SEARCH_SCALE_PRODUCTS (5,000) products. Not the bench (no load, no Lighthouse): it uses the bench's own state steps
 * (wiped, migrated, seeded, then topped up with the bench's product rows, every insert through the FTS5 triggers)
 * and the built Worker (`npx vite build` first) under Miniflare, then times each query one request at a time:
 * the first answer (the SQL), and, for each query, answers that miss the cache (a new catalog version each time is
 * not needed: each round asks a page of its own) and answers from the isolate's memory.
 */
import { dirname } from 'node:path';
import { prepareEntry } from './lib/entry.mjs';

prepareEntry('node bench/search-scale.mjs');

const { BUILT_WORKER_CONFIG } = await import('#scripts/lib/worker-paths.mjs');
const { startServer } = await import('./lib/server.mjs');
const { prepareState, topUpCatalog } = await import('./lib/state.mjs');

const PRODUCTS = Number(process.env.SEARCH_SCALE_PRODUCTS ?? 5000);
const ROUNDS = 20;
const STATE = 'node_modules/.tmp/search-scale-state';

const QUERIES = [
  'q=quartz&limit=5',
  'q=quartz',
  'q=qu&limit=5',
  'q=amethist',
  'q=quartz&in_stock=true&currency=EUR&min=20&max=400&sort=price_asc',
  'q=tourmaline&sort=name',
  'sort=price_desc',
  'category=rare&sort=newest',
  'q=rose%20quartz%20sphere',
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

console.log(`State: ${await prepareState(STATE)}`);
const server = await startServer({ bundleDir: dirname(BUILT_WORKER_CONFIG), stateDir: STATE });
try {
  const db = await server.mf.getD1Database('DB');
  const galleryImages = (await db.prepare('SELECT count(*) AS n FROM gallery_images').first('n')) ?? 0;
  console.log('Catalog:', await topUpCatalog(db, { products: PRODUCTS, galleryImages }));
  console.log('query | total | first (ms) | uncached p50 / max (ms) | cached p50 (ms)');
  for (const query of QUERIES) {
    const first = await timed(new URL(`/api/search?${query}`, server.baseURL));
    const uncached = [];
    const cached = [];
    for (let round = 2; round < ROUNDS + 2; round += 1) {
      // A page of its own misses the cache but runs the same SQL (counts, price span, one page of rows).
      uncached.push((await timed(new URL(`/api/search?${query}&page=${round}`, server.baseURL))).ms);
      cached.push((await timed(new URL(`/api/search?${query}`, server.baseURL))).ms);
    }
    uncached.sort((a, b) => a - b);
    cached.sort((a, b) => a - b);
    const corrected = first.body.corrected ? ` (as "${first.body.corrected}")` : '';
    console.log(
      `${query} | ${first.body.total}${corrected} | ${first.ms.toFixed(1)} | ${percentile(uncached, 50).toFixed(1)} / ${uncached.at(-1).toFixed(1)} | ${percentile(cached, 50).toFixed(1)}`,
    );
  }
} finally {
  await server.stop();
}
