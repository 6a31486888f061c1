/**
 * `npm run bench:cpu`: only the bench's CPU step (docs/design.md, "CPU time"): builds, prepares the bench's state and
 * catalog, serves the deploy bundle, measures each request type's CPU time and writes
 * bench/cpu-results.json. BENCH_CPU_REQUESTS (20) sets the requests measured per type.
 */
import { prepareEntry } from './lib/entry.mjs';

prepareEntry('npm run bench:cpu');

const { rmSync } = await import('node:fs');
const { bundleWorker, buildWeb } = await import('./lib/build.mjs');
const { measureCpu } = await import('./lib/cpu-step.mjs');
const { announceRun, commit, loadAverage, step } = await import('./lib/host.mjs');
const { writeResults } = await import('./lib/results-file.mjs');
const { startServer } = await import('./lib/server.mjs');
const { prepareState, topUpCatalog } = await import('./lib/state.mjs');

const STATE = 'node_modules/.tmp/bench-state';
const DATA = { products: 500, galleryImages: 10_000 };
const count = Math.max(1, Number(process.env.BENCH_CPU_REQUESTS || 20));

const { date, loadAtStart, host } = announceRun();
let server;
let bundleDir;
try {
  const bundle = await step('Build: vite build, and the Worker bundled as `wrangler deploy --dry-run` does', async () => {
    await buildWeb();
    return bundleWorker('node_modules/.tmp');
  });
  bundleDir = bundle.outdir;
  await step(`State: ${STATE} (wiped, migrated, seeded)`, async () => console.log(`  ${await prepareState(STATE)}`));
  server = await startServer({ bundleDir, stateDir: STATE });
  await step(`Data: ${DATA.products} products, ${DATA.galleryImages} gallery images`, async () =>
    topUpCatalog(await server.mf.getD1Database('DB'), DATA),
  );
  const cpu = await step(`CPU time per request (${count} of each, one at a time)`, () => measureCpu({ server, count }));
  await writeResults('bench/cpu-results.json', {
    date,
    commit: commit(),
    machine: { ...host, loadAverage: { atStart: loadAtStart, atEnd: loadAverage() } },
    data: DATA,
    ...cpu,
  });
  console.log('\nWrote bench/cpu-results.json.');
} catch (error) {
  console.error(`\n✖ The CPU measurement could not run: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
}
