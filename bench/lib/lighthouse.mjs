/**
 * Step 5: Lighthouse 12 with its default config (mobile form factor, simulated throttling), each run in
 * a fresh Chromium started by chrome-launcher; the median of the runs per page. Then as many runs per page
 * with that throttling applied for real, for the first tap (FIRST_TAP_THROTTLING).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { track } from './cleanup.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
};

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one report: category scores 0-100, FCP/LCP/TBT in ms, CLS unitless. */
function figures(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  // Timings to the millisecond, CLS to four decimals.
  const round = (key, value) =>
    typeof value !== 'number' ? null : key === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, audit]) => [key, round(key, lhr.audits[audit]?.numericValue)]));
  return { scores, metrics };
}

/**
 * The first tap is the app's user-timing mark (web/lib/first-tap.ts). Under simulated throttling the page
 * loads at full speed and only Lighthouse's metrics are modelled, so a mark in that trace reads as the
 * unthrottled time: these runs apply Lighthouse's mobile figures (150 ms, 1.6 Mbps, CPU 4x) through
 * DevTools instead, as issue 22 measured the first working tap.
 */
const FIRST_TAP_MARK = 'first-tap-ready';
export const FIRST_TAP_THROTTLING = {
  throttlingMethod: 'devtools',
  throttling: {
    rttMs: 150,
    throughputKbps: 1638.4,
    requestLatencyMs: 150,
    downloadThroughputKbps: 1638.4,
    uploadThroughputKbps: 750,
    cpuSlowdownMultiplier: 4,
  },
  onlyCategories: ['performance'],
};

/** The mark's time since the navigation started, from the trace's user timings; null when the page never set it. */
function firstTapMs(lhr) {
  const items = lhr.audits['user-timings']?.details?.items ?? [];
  const mark = items.find((item) => item.name === FIRST_TAP_MARK && item.timingType === 'Mark');
  return typeof mark?.startTime === 'number' ? Math.round(mark.startTime) : null;
}

/**
 * The results pages are `noindex, follow` by design (docs/product.md, "What search engines and link previews see"):
 * Lighthouse's "Page is blocked from indexing" would count that against their SEO score, so it is not run there.
 */
const NOT_INDEXED = /^\/search(\?|$)/;
const auditsFor = (path) => (NOT_INDEXED.test(path) ? { skipAudits: ['is-crawlable'] } : {});

async function runOnce(url, { chromePath, chromeFlags }, flags = {}) {
  // handleSIGINT off: on Ctrl+C the bench stops this Chromium itself, with Miniflare (cleanup.mjs).
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'error', handleSIGINT: false });
  const untrack = track(() => chrome.kill());
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', ...flags });
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  } finally {
    untrack();
    await chrome.kill();
  }
}

/**
 * `attempt()`, and once more when it throws: Lighthouse's own advice for a trace it could not record on a busy machine
 * ("Something went wrong with recording the trace ... Please run Lighthouse again", NO_NAVSTART, NO_FCP). The
 * first failure is logged; the second is thrown.
 */
export async function withOneRetry(attempt, logFailure) {
  try {
    return await attempt();
  } catch (error) {
    logFailure(`${String(error?.message ?? error)}; running it again`);
    return attempt();
  }
}

/**
 * `runs` Lighthouse runs of each path; the HTML reports go to `reportDir` (git-ignored). A run that fails is run
 * again once; when that fails too, it is recorded with its error and left out of the median.
 */
export async function lighthouseRuns(baseURL, paths, { runs, chromePath, chromeFlags, reportDir, log }) {
  mkdirSync(reportDir, { recursive: true });
  // The reports of an earlier run (which may have had more runs) would read as this one's.
  for (const file of readdirSync(reportDir)) if (/^lighthouse-.*\.html$/.test(file)) rmSync(join(reportDir, file));
  const pages = {};
  let version = null;
  for (const path of paths) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const started = Date.now();
      const name = `lighthouse${path === '/' ? '-home' : path.replace(/[^a-z0-9]+/gi, '-')}-${run}.html`;
      try {
        const lhr = await withOneRetry(
          async () => {
            const { lhr, report } = await runOnce(new URL(path, baseURL).href, { chromePath, chromeFlags }, auditsFor(path));
            writeFileSync(join(reportDir, name), Array.isArray(report) ? report[0] : report);
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            return lhr;
          },
          (failure) => log(`  ${path} run ${run}/${runs}: failed (${failure})`),
        );
        version = lhr.lighthouseVersion;
        const measured = { ...figures(lhr), benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, report: name };
        results.push(measured);
        log(`  ${path} run ${run}/${runs}: performance ${measured.scores.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        results.push({ error: String(error?.message ?? error) });
        log(`  ${path} run ${run}/${runs}: FAILED ${String(error?.message ?? error)}`);
      }
    }
    const firstTaps = [];
    for (let run = 1; run <= runs; run += 1) {
      try {
        const lhr = await withOneRetry(
          async () => {
            const { lhr } = await runOnce(new URL(path, baseURL).href, { chromePath, chromeFlags }, FIRST_TAP_THROTTLING);
            if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
            return lhr;
          },
          (failure) => log(`  ${path} first tap, throttled run ${run}/${runs}: failed (${failure})`),
        );
        firstTaps.push(firstTapMs(lhr));
        log(`  ${path} first tap, throttled run ${run}/${runs}: ${firstTaps.at(-1) ?? 'no mark'} ms`);
      } catch (error) {
        log(`  ${path} first tap, throttled run ${run}/${runs}: FAILED ${String(error?.message ?? error)}`);
      }
    }
    const ok = results.filter((result) => !result.error);
    pages[path] = {
      runs: results,
      firstTapRunsMs: firstTaps,
      median: {
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(ok.map((result) => result.scores[id]))])),
        metrics: {
          ...Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(ok.map((result) => result.metrics[key]))])),
          firstTapMs: median(firstTaps),
        },
      },
    };
  }
  return { version, pages };
}
