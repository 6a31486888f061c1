/**
 * `npm run load`'s steps (bench/load.mjs holds the settings): the build, the bench's fresh state and
 * catalog, the built Worker under Miniflare, one checked visit, then the shopper visits under load with
 * workerd's and the host's memory before and after; a table, and the figures in a JSON file.
 */
import { rmSync } from 'node:fs';
import { bundleWorker, buildWeb } from './build.mjs';
import { announceRun, commit, loadAverage, step, versionOf } from './host.mjs';
import { freePort, isolateHeap } from './isolate-heap.mjs';
import { hostMemory, workerdMemory, workerdPids } from './memory.mjs';
import { table } from './report.mjs';
import { writeResults } from './results-file.mjs';
import { startServer } from './server.mjs';
import { shopperVisit } from './shopper.mjs';
import { prepareState, topUpCatalog } from './state.mjs';
import { checkVisit, loadVisits } from './visit-load.mjs';

/** Products a visit can put 2 of in its cart. */
async function productsInStock(db) {
  const { results } = await db.prepare('SELECT id FROM products WHERE stock >= 2 ORDER BY id').all();
  return results.map((row) => row.id);
}

async function memoryNow(pid, server, inspectorPort) {
  return { isolate: await isolateHeap(inspectorPort, server.workerName, server.baseURL), workerd: workerdMemory(pid), host: hostMemory() };
}

function theWorkerd() {
  const pids = workerdPids();
  if (pids.length !== 1) throw new Error(`Expected one workerd started by this process, found ${pids.length}: ${pids.join(', ')}`);
  return pids[0];
}

const cell = (value, unit = '') => (value === null || value === undefined ? 'n/a' : `${value}${unit}`);

export function loadTable(run) {
  const rows = ['reads', 'writes', 'overall'].map((group) => {
    const { answered, reqPerSec, latencyMs, rateLimited, errors } = run[group];
    return [
      group,
      answered,
      reqPerSec,
      cell(latencyMs.p50, ' ms'),
      cell(latencyMs.p99, ' ms'),
      cell(latencyMs.max, ' ms'),
      rateLimited,
      errors,
    ];
  });
  return table(['', 'answered', 'req/s', 'p50', 'p99', 'max', '429', 'errors'], rows);
}

export function memoryTable({ before, after }) {
  return table(
    ['memory (MB)', 'before', 'after'],
    [
      ['Worker isolate heap, after GC', before.isolate.usedMb, after.isolate.usedMb],
      ['Worker isolate heap, total', before.isolate.totalMb, after.isolate.totalMb],
      ['workerd RSS', before.workerd.rssMb, after.workerd.rssMb],
      ['workerd peak RSS', before.workerd.peakRssMb, after.workerd.peakRssMb],
      ['Node host heap used', before.host.heapUsedMb, after.host.heapUsedMb],
      ['Node host RSS', before.host.rssMb, after.host.rssMb],
    ],
  );
}

async function build(settings) {
  if (settings.reuseBuild) console.log('  vite build skipped (LOAD_REUSE_BUILD): the Worker in dist/ as it stands');
  else await buildWeb();
  const bundle = await bundleWorker(settings.tmpDir);
  console.log(`  Worker bundle: ${bundle.totalUpload} (gzip ${bundle.totalUploadGzip})`);
  return bundle;
}

function printRun(settings, run) {
  console.log(`\n=== Load: ${settings.connections} connections, ${run.durationSeconds} s ===\n${loadTable(run)}`);
  console.log(`socket errors ${run.socketErrors}, timeouts ${run.timeouts}; errors in all ${run.errors}`);
  for (const [what, count] of Object.entries(run.overall.unexpectedByStep)) console.log(`  unexpected answer: ${what} x${count}`);
  for (const [what, count] of Object.entries(run.failedRequests)) console.log(`  failed: ${what} x${count}`);
  for (const [what, count] of Object.entries(run.warmupFailedRequests))
    console.log(`  failed in the warm-up (not counted): ${what} x${count}`);
}

function resultsOf({ date, loadAtStart, host }, settings, { data, steps, run, memory, server }) {
  return {
    date,
    commit: commit(),
    machine: { ...host, loadAverage: { atStart: loadAtStart, atEnd: loadAverage() } },
    tools: { miniflare: versionOf('miniflare'), wrangler: versionOf('wrangler') },
    settings: {
      connections: settings.connections,
      warmupSeconds: settings.warmupSeconds,
      seconds: settings.seconds,
      data,
      visit: steps.map(({ name, group, method, status }) => ({ name, group, method, status })),
      server,
    },
    load: run,
    memory,
  };
}

/**
 * The load on a server that is already running (LOAD_TARGET, e.g. `npm start`'s): no build, no state of its
 * own; the products come from its API, and its memory is not this process's to read.
 */
async function runLoadOnTarget(settings, started) {
  const baseURL = settings.target;
  const { productIds, steps } = await step(`Target: ${baseURL} (a running server, its own catalog); one visit checked`, async () => {
    const response = await fetch(new URL('/api/products', baseURL), { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET /api/products answered ${response.status}: is the shop running at ${baseURL}?`);
    const ids = (await response.json()).items.filter((product) => product.stock >= 2).map((product) => product.id);
    const visitSteps = shopperVisit({ productIds: ids, searchTerm: settings.targetSearchTerm });
    await checkVisit(baseURL, visitSteps);
    console.log(`  ${ids.length} products with 2 or more in stock; a visit is ${visitSteps.length} requests`);
    return { productIds: ids, steps: visitSteps };
  });
  const run = await step(
    `Load: ${settings.connections} shoppers at once, ${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured`,
    () => loadVisits(baseURL, steps, settings),
  );
  printRun(settings, run);
  const results = resultsOf(started, settings, {
    data: { productsInStock: productIds.length },
    steps,
    run,
    memory: null,
    server: `a running server at ${baseURL} (LOAD_TARGET)`,
  });
  await writeResults(settings.targetResultsFile, results);
  console.log(`\nWrote ${settings.targetResultsFile}.`);
  return results;
}

/** Runs the load with `settings`; resolves once the results are written and the server stopped. */
export async function runLoad(settings) {
  const started = announceRun();
  if (settings.target) return runLoadOnTarget(settings, started);
  let server;
  let bundleDir;
  const stop = async () => {
    try {
      await server?.stop();
    } finally {
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    }
  };
  const onSignal = (signal) => stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    bundleDir = (await step('Build: vite build, and the Worker bundled as `wrangler deploy --dry-run` does', () => build(settings))).outdir;
    await step(`State: ${settings.stateDir} (wiped, migrated, seeded)`, async () =>
      console.log(`  ${await prepareState(settings.stateDir)}`),
    );
    const inspectorPort = await freePort();
    server = await step('Server: the built Worker under Miniflare (D1, R2, assets)', async () => {
      const running = await startServer({ bundleDir, stateDir: settings.stateDir, inspectorPort });
      console.log(`  listening on ${running.baseURL}`);
      return running;
    });
    const { data, steps } = await step('Data: the bench catalog, and one visit checked', async () => {
      const db = await server.mf.getD1Database('DB');
      const catalog = await topUpCatalog(db, settings.data);
      const visitSteps = shopperVisit({ productIds: await productsInStock(db), searchTerm: settings.searchTerm });
      await checkVisit(server.baseURL, visitSteps);
      console.log(`  ${catalog.products} products, ${catalog.galleryImages} gallery images; a visit is ${visitSteps.length} requests`);
      return { data: catalog, steps: visitSteps };
    });

    const workerd = theWorkerd();
    const before = await memoryNow(workerd, server, inspectorPort);
    const run = await step(
      `Load: ${settings.connections} shoppers at once, ${settings.warmupSeconds} s warm-up, ${settings.seconds} s measured`,
      () => loadVisits(server.baseURL, steps, settings),
    );
    const after = await memoryNow(workerd, server, inspectorPort);
    await stop();

    printRun(settings, run);
    console.log(`\n${memoryTable({ before, after })}`);

    const results = resultsOf(started, settings, {
      data: { products: data.products, galleryImages: data.galleryImages },
      steps,
      run,
      memory: { before, after },
      server: 'Miniflare API over the wrangler deploy bundle, 127.0.0.1',
    });
    await writeResults(settings.resultsFile, results);
    console.log(`\nWrote ${settings.resultsFile}.`);
    return results;
  } finally {
    await stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
