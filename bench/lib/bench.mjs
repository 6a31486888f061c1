/**
 * The benchmark's steps in order (bench/run.mjs holds the settings): build, a fresh state, the bare Hono Workers (alone,
 * and with the API's headers), then for each catalog size the data, the built Worker under Miniflare, API load and query
 * plans; then, on the larger catalog, CPU time per request, page weight, Lighthouse; then budgets, tables, results.json
 * and the HTML report.
 * Whatever happens, Miniflare and the browsers are stopped before it returns.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { bundleWorker, buildWeb } from './build.mjs';
import { closeAll } from './cleanup.mjs';
import { measureCpu } from './cpu-step.mjs';
import { announceRun, commit, loadAverage, step, versionOf } from './host.mjs';
import { lighthouseRuns } from './lighthouse.mjs';
import { measureApi, scaleRatios } from './api-step.mjs';
import { BARE_HONO, BARE_HONO_WITH_API_HEADERS, bundleBareHono, startBareHono } from './bare-hono.mjs';
import { TIMEOUT_SECONDS } from './load.mjs';
import { catalogQueryPlans } from './query-plans.mjs';
import { writeHtmlReport } from './html-report.mjs';
import { pageWeights } from './page-weight.mjs';
import { budgetsText, checkBudgets, figuresText, kb } from './report.mjs';
import { startServer } from './server.mjs';
import { writeResults } from './results-file.mjs';
import { prepareState, topUpCatalogFile } from './state.mjs';

/**
 * The page weights without their per-file lists, which go to `file` (git-ignored) instead: results.json
 * stays short enough to read in a diff.
 */
function withoutFileLists(pageWeight, file) {
  const lists = {};
  const pages = {};
  for (const [path, page] of Object.entries(pageWeight.pages)) {
    lists[path] = {};
    const viewports = {};
    for (const [name, { js, css, ...rest }] of Object.entries(page.viewports)) {
      lists[path][name] = { js: js.files, css: css.files };
      const totals = ({ files: _files, ...sums }) => sums;
      viewports[name] = { js: totals(js), css: totals(css), ...rest };
    }
    pages[path] = { ...page, viewports };
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(lists, null, 2)}\n`);
  return { ...pageWeight, pages, fileLists: file };
}

/** Runs the whole benchmark with `settings`; resolves once everything is written and stopped. */
export async function runBench(settings) {
  const started = Date.now();
  const { date, loadAtStart, host } = announceRun();
  let server;
  const bareServers = [];
  let bundleDir;
  const bareDirs = [];
  const removeBundle = () => {
    for (const dir of [bundleDir, ...bareDirs]) if (dir) rmSync(dir, { recursive: true, force: true });
  };
  const stop = async () => {
    try {
      await Promise.all([server?.stop(), ...bareServers.map((bare) => bare.stop())]);
    } finally {
      removeBundle();
    }
  };
  // Ctrl+C or SIGTERM. Miniflare's own exit hook ends the process right after this listener (it kills
  // workerd), so what matters happens synchronously first: each Chromium kill starts, the bundle goes.
  let stopping = false;
  const onSignal = (signal) => {
    const code = signal === 'SIGINT' ? 130 : 143;
    if (stopping) process.exit(code);
    stopping = true;
    console.error(`\n${signal}: stopping Chromium and Miniflare...`);
    const closing = closeAll();
    removeBundle();
    Promise.allSettled([closing, stop()]).then(() => process.exit(code));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    const build = await step('Build: vite build, and the Worker bundled as `wrangler deploy --dry-run` does', async () => {
      await buildWeb();
      const bundle = await bundleWorker(settings.tmpDir);
      bundleDir = bundle.outdir;
      console.log(`  Worker bundle: ${bundle.totalUpload} (gzip ${bundle.totalUploadGzip})`);
      return bundle;
    });

    await step(`State: ${settings.stateDir} (wiped, migrated, seeded)`, async () => {
      console.log(`  ${await prepareState(settings.stateDir)}`);
    });

    const [bare, bareWithHeaders] = await step(
      'Bare Hono Workers (bench/bare-hono), alone and with the API headers, bundled and served by the same runner',
      async () => {
        for (const [index, entry] of [BARE_HONO, BARE_HONO_WITH_API_HEADERS].entries()) {
          const bundle = await bundleBareHono(settings.tmpDir, entry);
          const stateDir = `${settings.bareStateDir}-${index}`;
          bareDirs.push(bundle.outdir, bundle.configDir, stateDir);
          // Kept as each starts, so that a failure after it still stops it.
          bareServers.push(await startBareHono({ bundleDir: bundle.outdir, stateDir }));
          console.log(`  ${entry} listening on ${bareServers.at(-1).baseURL}`);
        }
        return bareServers;
      },
    );

    const sizes = [];
    for (const [index, size] of settings.sizes.entries()) {
      // The rows go straight into the D1 file, which no server may hold open meanwhile; a new server is a new isolate too.
      await server?.stop();
      server = null;
      const data = await step(
        `Data: topping the catalog up to ${size.products} products, ${size.galleryImages} gallery images (SQL, into the D1 file)`,
        async () => {
          const result = topUpCatalogFile(settings.stateDir, size);
          console.log(
            `  ${result.products} products, ${result.galleryImages} gallery images (pictures from ${result.images} seed objects)`,
          );
          return result;
        },
      );
      server = await step('Server: the built Worker under Miniflare (D1, R2, assets)', async () => {
        const running = await startServer({ bundleDir: build.outdir, stateDir: settings.stateDir });
        console.log(`  listening on ${running.baseURL}`);
        return running;
      });
      // The bare Workers once, beside the first size's trivial endpoint: the floor does not depend on the catalog.
      const floor = index === 0 ? { bareURL: bare.baseURL, bareWithHeadersURL: bareWithHeaders.baseURL } : {};
      const api = await step(`API load (autocannon) at ${data.products} products`, () =>
        measureApi(server.baseURL, settings.endpoints, settings, floor),
      );
      const plans = await step(`Query plans of the catalog reads at ${data.products} products`, async () =>
        catalogQueryPlans(await server.mf.getD1Database('DB')),
      );
      sizes.push({ data, api, plans });
    }
    await Promise.all(bareServers.map((bare) => bare.stop()));
    const [smaller, larger] = sizes;
    const data = smaller.data;
    const api = smaller.api;
    const scale = larger ? { data: larger.data, api: larger.api, plans: larger.plans, ratios: scaleRatios(smaller.api, larger.api) } : null;

    const apiOnly = settings.only === 'api';
    if (apiOnly) console.log('\nBENCH_ONLY=api: no CPU time, page weight or Lighthouse in this run.');
    // After the load, so its orders and sign-ins change nothing the load reads.
    const cpu = apiOnly
      ? null
      : await step('CPU time per request (the Worker thread, 20 of each, one at a time)', () => measureCpu({ server }));

    const pageWeight = apiOnly
      ? { chromium: null, pages: {} }
      : await step('Page weight in Chromium (playwright-core)', async () => {
          const result = await pageWeights(server.baseURL, settings.pages, { chromePath: settings.chromePath, args: settings.chromeFlags });
          for (const [path, page] of Object.entries(result.pages)) {
            console.log(`  ${path}: JS ${kb(page.jsGzipBytes)} gzip in ${page.jsRequests} requests, CSS ${kb(page.cssGzipBytes)} gzip`);
          }
          return result;
        });

    const lighthouse = apiOnly
      ? { version: null, pages: {} }
      : await step(`Lighthouse, ${settings.lighthouseRuns} runs per page`, () =>
          lighthouseRuns(server.baseURL, settings.pages, {
            runs: settings.lighthouseRuns,
            chromePath: settings.chromePath,
            chromeFlags: settings.chromeFlags,
            reportDir: settings.reportDir,
            log: console.log,
          }),
        );

    await stop();

    const figures = {
      settings: {
        connections: settings.connections,
        warmupSeconds: settings.warmupSeconds,
        rounds: settings.rounds,
        floorRounds: settings.floorRounds,
        seconds: settings.seconds,
        runWarmupSeconds: settings.runWarmupSeconds,
        lighthouseRuns: settings.lighthouseRuns,
        data: { products: data.products, galleryImages: data.galleryImages },
        scaleData: scale ? { products: scale.data.products, galleryImages: scale.data.galleryImages } : null,
        timeoutSeconds: TIMEOUT_SECONDS,
        only: settings.only ?? null,
        searchTerm: settings.searchTerm,
        apiAcceptEncoding: 'none (pages: gzip, deflate, br, zstd, as Chromium)',
        server: 'Miniflare API over the wrangler deploy bundle, 127.0.0.1',
      },
      build: { totalUpload: build.totalUpload, totalUploadGzip: build.totalUploadGzip },
      api,
      plans: smaller.plans,
      scale,
      cpu,
      pageWeight: withoutFileLists(pageWeight, join(settings.reportDir, 'page-weight-files.json')),
      lighthouse,
    };
    const budgets = checkBudgets(figures, settings.budgets);

    console.log(`\n=== Figures ===\n${figuresText(figures)}`);
    console.log(`\n=== Budgets (docs/design.md) ===\n${budgetsText(budgets)}`);

    const results = {
      date,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      commit: commit(),
      machine: { ...host, loadAverage: { atStart: loadAtStart, atEnd: loadAverage() } },
      tools: {
        chromium: pageWeight.chromium,
        lighthouse: lighthouse.version,
        autocannon: versionOf('autocannon'),
        miniflare: versionOf('miniflare'),
        wrangler: versionOf('wrangler'),
        playwrightCore: versionOf('playwright-core'),
      },
      ...figures,
      limits: settings.budgets,
      budgets,
      summary: { passed: budgets.filter((entry) => entry.pass).length, failed: budgets.filter((entry) => !entry.pass).length },
    };
    mkdirSync(settings.reportDir, { recursive: true });
    await writeResults(settings.resultsFile, results);
    const report = writeHtmlReport(results, settings);
    console.log(
      `\nWrote ${settings.resultsFile} and ${report} (Lighthouse reports in ${settings.reportDir}/). ${results.durationSeconds} s in all.`,
    );
    return results;
  } finally {
    await stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
