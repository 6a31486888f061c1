/**
 * `npm run bench:floor`: the floor of a request (issue 22, docs/design.md "Budgets", bareRatio), measured on its own and
 * quickly. Serves the bare Hono Worker (bench/bare-hono) and the shop's deploy bundle with the same runner
 * (bench/lib/server.mjs, Miniflare's API) side by side, then loads `GET /api/no-such-endpoint` on each in turn with
 * autocannon, several rounds, the order reversed every other round so the machine's drift falls on both alike. On a
 * shared machine only ratios of one run mean anything: it prints each round's ratio and their median. The bare Worker
 * that sends the API's security headers (bench/bare-hono/with-api-headers) runs in the same rounds, and each shop bundle
 * is also read against it: how much of the gap is those headers, how much the shop's own code.
 *
 * Arguments `label=bundleDir` add bundles built before (say the previous commit's: each run prints where it kept its
 * own), measured in the same rounds, so a change's before and after come from one run. FLOOR_CATALOG=1 also loads the
 * catalog reads of bench/run.mjs once per round on each shop bundle, as ratios of that bundle's trivial endpoint.
 * FLOOR_ROUNDS (4), FLOOR_SECONDS (5), FLOOR_WARMUP (2); FLOOR_NO_BUILD=1 reuses dist/ as it is. Ports 8831-8834.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CATALOG_ENDPOINTS } from './lib/endpoints.mjs';
import { prepareEntry } from './lib/entry.mjs';

prepareEntry('npm run bench:floor');

const { BARE_ENDPOINT, median } = await import('./lib/api-step.mjs');
const { BARE_HONO_WITH_API_HEADERS, bundleBareHono, startBareHono } = await import('./lib/bare-hono.mjs');
const { buildWeb, bundleWorker } = await import('./lib/build.mjs');
const { announceRun, commit, step } = await import('./lib/host.mjs');
const { checkEndpoint, loadEndpoint } = await import('./lib/load.mjs');
const { workerdPids } = await import('./lib/memory.mjs');
const { startServer } = await import('./lib/server.mjs');
const { prepareState, topUpCatalogFile } = await import('./lib/state.mjs');

const number = (name, fallback) => (process.env[name] ? Number(process.env[name]) : fallback);
const ROUNDS = number('FLOOR_ROUNDS', 4);
const SECONDS = number('FLOOR_SECONDS', 5);
const WARMUP = number('FLOOR_WARMUP', 2);
const CONNECTIONS = 20;
const PORTS = [8831, 8832, 8833, 8834];
const TMP = 'node_modules/.tmp/floor';
const WITH_HEADERS = 'bare Hono + API headers';

const fixed = (value, digits = 2) => value.toFixed(digits);
const errorsOf = ({ errors, errorKinds }) =>
  errors
    ? ` errors ${
        Object.entries(errorKinds)
          .map(([kind, count]) => `${kind} x${count}`)
          .join(', ') || errors
      }`
    : '';

/** The catalog of the bench's first size, once; each shop bundle gets a copy, since two workerd may not share a D1 file. */
async function catalogState() {
  const dir = join(TMP, 'state');
  if (!existsSync(join(dir, 'v3'))) {
    await prepareState(dir);
    topUpCatalogFile(dir, { products: 500, galleryImages: 10_000 });
  }
  return dir;
}

const servers = [];
/** Folders of this run alone (the bare Workers' bundles and configs); the shop's bundle is kept for later runs. */
const scratch = [];
async function stopAll() {
  await Promise.allSettled(servers.map((server) => server.stop()));
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => stopAll().then(() => process.exit(130)));

/** A workerd process's CPU time so far (user and system, all its threads), in ms. */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * One load on `server`, and what its workerd process spent on a CPU per answered request (the Worker, Miniflare's entry
 * Worker and the local D1 alike), which the machine's other load barely moves, unlike the rate.
 */
async function load(server, endpoint, seconds) {
  const before = processCpuMs(server.pid);
  const result = await loadEndpoint(server.baseURL, endpoint, { connections: CONNECTIONS, warmupSeconds: 0, seconds });
  return { ...result, cpuUsPerRequest: ((processCpuMs(server.pid) - before) * 1000) / Math.max(1, result.requests) };
}

/** Starts a server and notes its workerd process. */
async function started(start) {
  const before = new Set(workerdPids());
  const server = await start();
  servers.push(server);
  const pids = workerdPids().filter((pid) => !before.has(pid));
  if (pids.length !== 1) throw new Error(`Expected one new workerd process, found ${pids.length}`);
  return Object.assign(server, { pid: pids[0] });
}

try {
  announceRun();
  mkdirSync(TMP, { recursive: true });
  const extra = process.argv.slice(2).map((argument) => {
    const [label, dir] = argument.split('=');
    if (!label || !dir || !existsSync(join(dir, 'index.js')))
      throw new Error(`"${argument}" is not label=bundleDir (a folder with index.js)`);
    return { label, dir: resolve(dir) };
  });
  if (extra.length > PORTS.length - 3) throw new Error(`At most ${PORTS.length - 3} extra bundles (ports ${PORTS.join(', ')}).`);

  const current = await step('Build: vite build and the deploy bundle, as the bench does', async () => {
    if (!process.env.FLOOR_NO_BUILD) await buildWeb();
    const bundle = await bundleWorker(TMP);
    const kept = resolve(TMP, `bundle-${commit()?.slice(0, 8) ?? 'unknown'}-${Date.now()}`);
    cpSync(bundle.outdir, kept, { recursive: true });
    rmSync(bundle.outdir, { recursive: true, force: true });
    console.log(`  ${bundle.totalUpload} (gzip ${bundle.totalUploadGzip}), kept in ${kept}`);
    return { label: 'this tree', dir: kept };
  });
  const bareBundle = await bundleBareHono(TMP);
  const bareHeadersBundle = await bundleBareHono(TMP, BARE_HONO_WITH_API_HEADERS);
  for (const bundle of [bareBundle, bareHeadersBundle]) scratch.push(bundle.outdir, bundle.configDir);
  const stateDir = await step('State: migrated, seeded, 500 products and 10,000 gallery images', catalogState);

  const bare = await started(() => startBareHono({ bundleDir: bareBundle.outdir, stateDir: join(TMP, 'bare-state'), port: PORTS[0] }));
  const bareHeaders = await started(() =>
    startBareHono({ bundleDir: bareHeadersBundle.outdir, stateDir: join(TMP, 'bare-headers-state'), port: PORTS[1] }),
  );
  const shops = [];
  for (const [index, bundle] of [current, ...extra].entries()) {
    const state = join(TMP, `state-${index}`);
    rmSync(state, { recursive: true, force: true });
    cpSync(stateDir, state, { recursive: true });
    const server = await started(() => startServer({ bundleDir: bundle.dir, stateDir: state, port: PORTS[index + 2] }));
    shops.push({
      ...bundle,
      server,
      ratios: [],
      headersRatios: [],
      rates: [],
      cpu: [],
      catalog: Object.fromEntries(CATALOG_ENDPOINTS.map(({ name }) => [name, []])),
    });
  }
  const catalog = process.env.FLOOR_CATALOG === '1';
  await step('Check and warm up every server', async () => {
    for (const server of [bare, bareHeaders, ...shops.map((shop) => shop.server)]) {
      await checkEndpoint(server.baseURL, BARE_ENDPOINT);
      await load(server, BARE_ENDPOINT, WARMUP);
    }
    for (const shop of shops) {
      if (catalog) for (const endpoint of CATALOG_ENDPOINTS) await checkEndpoint(shop.server.baseURL, endpoint);
    }
  });

  const bareRates = [];
  const bareCpu = [];
  const withHeaders = { ratios: [], cpu: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`\n▶ Round ${round} of ${ROUNDS}`);
    const order = [{ label: 'bare Hono', server: bare }, { label: WITH_HEADERS, server: bareHeaders }, ...shops];
    if (round % 2 === 0) order.reverse();
    const rates = new Map();
    for (const target of order) {
      const result = await load(target.server, BARE_ENDPOINT, SECONDS);
      rates.set(target.label, result);
      console.log(
        `  ${target.label.padEnd(24)} ${fixed(result.reqPerSec, 0).padStart(6)} req/s  p99 ${result.latencyMs.p99} ms  ` +
          `workerd CPU ${fixed(result.cpuUsPerRequest, 0)} µs/request${errorsOf(result)}`,
      );
    }
    const bareRate = rates.get('bare Hono').reqPerSec;
    bareRates.push(bareRate);
    bareCpu.push(rates.get('bare Hono').cpuUsPerRequest);
    const withHeadersRate = rates.get(WITH_HEADERS).reqPerSec;
    withHeaders.ratios.push(withHeadersRate / bareRate);
    withHeaders.cpu.push(rates.get(WITH_HEADERS).cpuUsPerRequest);
    for (const shop of shops) {
      const trivial = rates.get(shop.label);
      shop.rates.push(trivial.reqPerSec);
      shop.ratios.push(trivial.reqPerSec / bareRate);
      shop.headersRatios.push(trivial.reqPerSec / withHeadersRate);
      shop.cpu.push(trivial.cpuUsPerRequest);
      if (!catalog) continue;
      for (const endpoint of CATALOG_ENDPOINTS) {
        const result = await load(shop.server, endpoint, SECONDS);
        const ratio = result.reqPerSec / trivial.reqPerSec;
        const p99 = result.latencyMs.p99 / trivial.latencyMs.p99;
        shop.catalog[endpoint.name].push({ ratio, p99 });
        console.log(
          `  ${shop.label} ${endpoint.name.padEnd(24)} ${fixed(result.reqPerSec, 0).padStart(6)} req/s (${fixed(ratio)} of trivial)  ` +
            `p99 ${result.latencyMs.p99} ms (${fixed(p99)}x)  workerd CPU ${fixed(result.cpuUsPerRequest, 0)} µs/request${errorsOf(result)}`,
        );
      }
    }
  }

  console.log(
    `\nMedian of ${ROUNDS} rounds, bare Hono ${fixed(median(bareRates), 0)} req/s, workerd CPU ${fixed(median(bareCpu), 0)} µs/request:`,
  );
  console.log(
    `  ${WITH_HEADERS}  ratio ${fixed(median(withHeaders.ratios))} CPU ${fixed(median(withHeaders.cpu), 0)} µs/request ` +
      `(rounds: ${withHeaders.ratios.map((ratio) => fixed(ratio)).join(' ')})`,
  );
  for (const shop of shops) {
    console.log(
      `  ${shop.label.padEnd(24)} ${fixed(median(shop.rates), 0).padStart(6)} req/s  ratio ${fixed(median(shop.ratios))} ` +
        `(${fixed(median(shop.headersRatios))} of ${WITH_HEADERS}) ` +
        `CPU ${fixed(median(shop.cpu), 0)} µs/request (${fixed(median(bareCpu) / median(shop.cpu))} of bare's rate by CPU) ` +
        `(rounds: ${shop.ratios.map((ratio) => fixed(ratio)).join(' ')})  ${shop.dir}`,
    );
    if (!catalog) continue;
    for (const [name, figures] of Object.entries(shop.catalog)) {
      console.log(
        `    ${name.padEnd(24)} rate ${fixed(median(figures.map(({ ratio }) => ratio)))} of trivial, p99 ${fixed(median(figures.map(({ p99 }) => p99)))}x`,
      );
    }
  }
} catch (error) {
  console.error(`\n✖ The floor bench could not run: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
