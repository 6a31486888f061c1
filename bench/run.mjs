/**
 * `npm run bench`: measures docs/design.md's budgets and reports them; it is not a test and CI does not
 * run it. Builds the web app and the Worker's deploy bundle, serves that bundle through Miniflare's API
 * with D1, R2 and assets on its own state (node_modules/.tmp/bench-state), beside two bare Hono Workers served the same
 * way (bench/bare-hono: alone, and sending the API's headers), loads the catalog reads (and the shop's search) with autocannon at 500 products and 10,000
 * gallery images, then again at 5,000 and 100,000 (topped up in SQL batches), explains each read's query plan, weighs
 * `/`, `/gallery`, `/products/1` and `/search?q=quartz` in Chromium, runs Lighthouse on them, then prints the figures and one budget
 * table and writes bench/results.json and bench/results/index.html (the report; bench/history.jsonl its history).
 * Exits 0 when budgets fail (it reports); non-zero only when the bench itself could not run.
 *
 * BENCH_ROUNDS (5) sets how many times each endpoint is loaded (bracketed by the trivial one, bench/lib/api-step.mjs),
 * BENCH_FLOOR_ROUNDS (6) how many times each bare Worker is, BENCH_SECONDS (5) each of those runs' measured seconds (after
 * 1 s of warm-up), BENCH_WARMUP (5) each endpoint's warm-up before the first round, and BENCH_LIGHTHOUSE_RUNS (3) the
 * Lighthouse runs per page: `BENCH_ROUNDS=1 BENCH_FLOOR_ROUNDS=1 BENCH_SECONDS=2 BENCH_WARMUP=1 BENCH_LIGHTHOUSE_RUNS=1
 * npm run bench` is a quick run; BENCH_ONLY=api measures the API alone (no CPU time, page weight or Lighthouse).
 * CHROME_PATH overrides the system Chromium (e2e/lib/find-chromium.ts).
 *
 * Why five rounds: on this 2-core machine two runs of the trivial endpoint seconds apart differ by about 4 % (median; up
 * to 18 %, the report's "noise"), and the median of three rounds put a read that measured 0.95 to 1.05 in seven runs at
 * 0.84 in the eighth (home categories, 2026-11-27). The floor gets six: its ratio carries the shop's whole per-request cost against a Worker that has none.
 */
import { prepareEntry } from './lib/entry.mjs';
import { ENDPOINTS, SEARCH_TERM } from './lib/endpoints.mjs';

/** docs/design.md, "Budgets". The API's are ratios measured in one run: the machine's load cancels out. */
const BUDGETS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  firstTapMs: 2500,
  jsKb: 150,
  cssKb: 15,
  /** Each catalog read's p99 at most this times the trivial endpoint's. */
  p99Ratio: 1.5,
  /** Each catalog read's rate at least this share of the trivial endpoint's. */
  ratio: 0.9,
  /** The trivial endpoint's rate at least this share of the bare Hono Worker's. */
  bareRatio: 0.9,
  /** Each catalog read at the larger catalog: rate and p99 within this factor of the smaller's. */
  scale: 1.2,
  /** A server-rendered page kept at the edge: its rate at least this share of the trivial endpoint's. */
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
    // The budgets' catalog, then ten times it: every read is measured at both (docs/design.md "Budgets", scale).
    sizes: [
      { products: 500, galleryImages: 10_000 },
      { products: 5_000, galleryImages: 100_000 },
    ],
    only: process.env.BENCH_ONLY || null,
    connections: 20,
    rounds: Math.max(1, Math.round(seconds('BENCH_ROUNDS', 5))),
    floorRounds: Math.max(1, Math.round(seconds('BENCH_FLOOR_ROUNDS', 6))),
    seconds: Math.max(1, seconds('BENCH_SECONDS', 5)),
    warmupSeconds: seconds('BENCH_WARMUP', 5),
    runWarmupSeconds: 1,
    lighthouseRuns,
    pages: ['/', '/gallery', '/products/1', '/search?q=quartz'],
    chromePath: findChromium(),
    chromeFlags: CHROMIUM_ARGS,
    stateDir: 'node_modules/.tmp/bench-state',
    bareStateDir: 'node_modules/.tmp/bench-bare-state',
    tmpDir: 'node_modules/.tmp',
    reportDir: 'bench/results',
    resultsFile: 'bench/results.json',
    historyFile: 'bench/history.jsonl',
    clientDir: 'dist/client',
  });
} catch (error) {
  console.error(`\n✖ The bench could not run: ${error?.stack ?? error}`);
  process.exitCode = 1;
}
