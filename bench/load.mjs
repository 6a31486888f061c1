/**
 * `npm run load`: many shoppers at once on the built Worker; not a test, and neither `npm test` nor CI
 * runs it. Builds the web app and the Worker's deploy bundle, serves that bundle through Miniflare on the
 * bench's own state (node_modules/.tmp/bench-state, 500 products and 10,000 gallery images, as `npm run
 * bench`), then drives 100 connections for 60 s after a 10 s warm-up, each repeating one shopper's visit (bench/lib/shopper.mjs):
 * the storefront's reads and the cart's writes, a new visitor session per visit. Prints req/s, p50/p99
 * latency of the reads, the writes and all, the 429s, the errors (zero expected) and the memory (the Worker
 * isolate's heap after a full collection, workerd's resident set, this Node host's heap) before and after, and writes them to bench/load-results.json.
 *
 * LOAD_CONNECTIONS (100), LOAD_SECONDS (60) and LOAD_WARMUP (10) size the run; LOAD_REUSE_BUILD=1 skips `vite build` and
 * loads dist/ as it stands: `LOAD_REUSE_BUILD=1 LOAD_CONNECTIONS=10 LOAD_WARMUP=0 LOAD_SECONDS=5 npm run load` is a quick run.
 * LOAD_TARGET=<origin> loads a server that is already running instead (`npm start`'s: LOAD_TARGET=http://127.0.0.1:8787),
 * with its own catalog, and writes bench/load-npm-start-results.json. Those two files are committed: a run of
 * another size (a quick run) writes its figures to node_modules/.tmp/ instead, and says so.
 */
import { basename } from 'node:path';
import { prepareEntry } from './lib/entry.mjs';

/** An http(s) origin, or undefined when `name` is not set. */
function origin(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const url = new URL(raw);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${name} must be an http(s) origin, not "${raw}"`);
  return url.origin;
}

function wholeNumber(name, fallback, min = 1) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

prepareEntry('npm run load');

/** The size of the run whose figures are committed. */
const MEASURED = { connections: 100, seconds: 60, warmupSeconds: 10 };

try {
  const size = {
    connections: wholeNumber('LOAD_CONNECTIONS', MEASURED.connections),
    seconds: wholeNumber('LOAD_SECONDS', MEASURED.seconds),
    warmupSeconds: wholeNumber('LOAD_WARMUP', MEASURED.warmupSeconds, 0),
  };
  const rough = Object.entries(MEASURED).some(([name, value]) => size[name] !== value);
  /** Where the figures go: the committed file for a run of the measured size, else beside the bench's state. */
  const resultsFile = (committed) => (rough ? `node_modules/.tmp/${basename(committed)}` : committed);
  if (rough) {
    console.log(
      `Not the measured size (${MEASURED.connections} shoppers, ${MEASURED.seconds} s, ${MEASURED.warmupSeconds} s warm-up): the figures go to node_modules/.tmp/, the committed ones stay.`,
    );
  }
  const { runLoad } = await import('./lib/load-run.mjs');
  await runLoad({
    ...size,
    reuseBuild: process.env.LOAD_REUSE_BUILD === '1',
    data: { products: 500, galleryImages: 10_000 },
    // A word that occurs in some gallery rows (the stone names of bench/lib/rows.mjs).
    searchTerm: 'tourmaline',
    stateDir: 'node_modules/.tmp/bench-state',
    tmpDir: 'node_modules/.tmp',
    resultsFile: resultsFile('bench/load-results.json'),
    target: origin('LOAD_TARGET'),
    // A word of the seeded gallery (seed/), which is all a running npm start holds.
    targetSearchTerm: 'quartz',
    targetResultsFile: resultsFile('bench/load-npm-start-results.json'),
  });
} catch (error) {
  console.error(`\n✖ The load could not run: ${error?.stack ?? error}`);
  process.exitCode = 1;
}
