/**
 * `npm run bench`: measures docs/design.md's budgets and reports them; it is not a test and CI does not
 * run it. Builds the web app and the Worker's deploy bundle, serves that bundle through Miniflare's API
 * with D1, R2 and assets on its own state (node_modules/.tmp/bench-state, 500 products and 10,000 gallery
 * images), loads the catalog reads (and the shop's search) with autocannon, weighs `/`, `/gallery` and
 * `/search?q=quartz` in Chromium, runs Lighthouse on them, then prints the figures and one budget table and writes bench/results.json.
 * Exits 0 when budgets fail (it reports); non-zero only when the bench itself could not run.
 *
 * BENCH_SECONDS (20) and BENCH_WARMUP (5) set each endpoint's measured and warm-up seconds, and
 * BENCH_LIGHTHOUSE_RUNS (3) the Lighthouse runs per page: `BENCH_SECONDS=3 BENCH_WARMUP=1
 * BENCH_LIGHTHOUSE_RUNS=1 npm run bench` is a quick run. CHROME_PATH overrides the system Chromium (e2e/lib/find-chromium.ts).
 */
import { prepareEntry } from './lib/entry.mjs';

/** The home page's reads: the first page of the grid (web/features/catalog, PRODUCT_PAGE_SIZE) and the category summary. */
const HOME_PRODUCTS_PATH = '/api/products?limit=12';
const HOME_CATEGORIES_PATH = '/api/products/categories';

/** A word that occurs in some gallery rows (the stone names of bench/lib/rows.mjs); the bench fails if it finds nothing. */
const SEARCH_TERM = 'tourmaline';

const ENDPOINTS = [
  { name: 'trivial (404)', path: '/api/no-such-endpoint', status: 404, trivial: true },
  { name: 'products', path: '/api/products', status: 200, catalog: true },
  { name: 'home products', path: HOME_PRODUCTS_PATH, status: 200, catalog: true },
  { name: 'home categories', path: HOME_CATEGORIES_PATH, status: 200, catalog: true },
  { name: 'gallery page 1', path: '/api/uploaded-images?limit=24', status: 200, catalog: true },
  { name: 'gallery search', path: `/api/uploaded-images?limit=24&search=${SEARCH_TERM}`, status: 200, catalog: true },
  { name: 'gallery category', path: '/api/uploaded-images?limit=24&category=rare', status: 200, catalog: true },
  // The shop's search (issue 27): what the predictive box asks, and a results page filtered by price in another currency and sorted.
  { name: 'search', path: '/api/search?q=quartz&limit=5', status: 200, catalog: true },
  {
    name: 'search filtered, sorted',
    path: '/api/search?q=quartz&in_stock=true&currency=EUR&min=20&max=400&sort=price_asc',
    status: 200,
    catalog: true,
  },
  // Server-rendered pages, kept at the edge (issue 22, item 4): each at least 0.8 of the trivial endpoint's rate.
  { name: 'home page', path: '/', status: 200, page: true },
  { name: 'gallery page', path: '/gallery', status: 200, page: true },
  { name: 'product page', path: '/products/1', status: 200, page: true },
];

/** docs/design.md, "Budgets". */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  jsKb: 125,
  cssKb: 15,
  p99Ms: 50,
  ratio: 0.8,
  // A server-rendered page kept at the edge, against the trivial endpoint's rate.
  pageRatio: 0.8,
};

function seconds(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of seconds, not "${raw}"`);
  return value;
}

prepareEntry('npm run bench');

try {
  const { runBench } = await import('./lib/bench.mjs');
  // The same Chromium, with the same flags, as the e2e tests.
  const { CHROMIUM_ARGS, findChromium } = await import('#e2e/lib/find-chromium.ts');
  const lighthouseRuns = Math.max(1, Math.round(seconds('BENCH_LIGHTHOUSE_RUNS', 3)));
  await runBench({
    endpoints: ENDPOINTS,
    budgets: BUDGETS,
    searchTerm: SEARCH_TERM,
    data: { products: 500, galleryImages: 10_000 },
    connections: 20,
    seconds: Math.max(1, seconds('BENCH_SECONDS', 20)),
    warmupSeconds: seconds('BENCH_WARMUP', 5),
    lighthouseRuns,
    pages: ['/', '/gallery', '/search?q=quartz'],
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
    stateDir: 'node_modules/.tmp/bench-state',
    tmpDir: 'node_modules/.tmp',
    reportDir: 'bench/results',
    resultsFile: 'bench/results.json',
  });
} catch (error) {
  console.error(`\n✖ The bench could not run: ${error?.stack ?? error}`);
  process.exitCode = 1;
}
