/** Steps 6 and 7: the budgets checked against the figures, the tables printed, and bench/results.json. */

/** KB as Vite prints them: 1 KB = 1000 bytes. */
export const KB = 1000;

/** A figure that was not measured (a failed run, a page that did not load). */
const missing = (value) => value === null || value === undefined;
const fixed = (value, digits = 0) => (missing(value) ? 'n/a' : Number(value).toFixed(digits));
export const kb = (bytes) => (missing(bytes) ? 'n/a' : `${(bytes / KB).toFixed(1)} KB`);
const inKb = (bytes) => (missing(bytes) ? null : bytes / KB);

/** Left-aligned first column, right-aligned others; `rows` are arrays of strings. */
export function table(header, rows) {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function budget(name, measured, { max, min, unit = '', digits = 0 }) {
  const limit = max !== undefined && max === min ? `= ${max}${unit}` : max !== undefined ? `<= ${max}${unit}` : `>= ${min}${unit}`;
  const pass = !missing(measured) && (max === undefined || measured <= max) && (min === undefined || measured >= min);
  return {
    budget: `${name} ${limit}`,
    measured: measured ?? null,
    display: `${fixed(measured, digits)}${missing(measured) ? '' : unit}`,
    pass,
  };
}

/**
 * Every budget of docs/design.md with its measured value and pass/fail. `limits` are the numbers at the
 * top of bench/run.mjs; a figure that could not be measured fails. The API's are ratios of one run (see api-step.mjs).
 */
export function checkBudgets({ api, scale, pageWeight, lighthouse }, limits) {
  const budgets = [];
  for (const path of Object.keys(lighthouse.pages)) {
    const { scores, metrics } = lighthouse.pages[path].median;
    budgets.push(
      budget(`${path} Lighthouse performance`, scores.performance, { min: limits.performance }),
      budget(`${path} Lighthouse accessibility`, scores.accessibility, { min: limits.accessibility, max: 100 }),
      budget(`${path} Lighthouse best practices`, scores['best-practices'], { min: limits.bestPractices, max: 100 }),
      budget(`${path} Lighthouse SEO`, scores.seo, { min: limits.seo, max: 100 }),
      budget(`${path} FCP`, metrics.fcpMs, { max: limits.fcpMs, unit: ' ms' }),
      budget(`${path} LCP`, metrics.lcpMs, { max: limits.lcpMs, unit: ' ms' }),
      budget(`${path} TBT`, metrics.tbtMs, { max: limits.tbtMs, unit: ' ms' }),
      budget(`${path} CLS`, metrics.cls, { max: limits.cls, digits: 3 }),
      budget(`${path} first tap works (throttled)`, metrics.firstTapMs, { max: limits.firstTapMs, unit: ' ms' }),
    );
  }
  for (const path of Object.keys(pageWeight.pages)) {
    const page = pageWeight.pages[path];
    budgets.push(
      budget(`${path} initial JS, gzip`, inKb(page.jsGzipBytes), {
        max: limits.jsKb,
        unit: ' KB',
        digits: 1,
      }),
      budget(`${path} CSS, gzip`, inKb(page.cssGzipBytes), { max: limits.cssKb, unit: ' KB', digits: 1 }),
    );
  }
  const trivial = api.endpoints.find((entry) => entry.trivial);
  budgets.push(
    budget(`trivial (404) req/s vs bare Hono`, trivial?.bareRatio, { min: limits.bareRatio, digits: 2 }),
    budget(`trivial (404) errors + timeouts`, failuresOf(trivial, false), { min: 0, max: 0 }),
  );
  for (const endpoint of api.endpoints.filter((entry) => entry.catalog)) {
    budgets.push(
      budget(`${endpoint.name} p99 vs trivial`, endpoint.p99Ratio, { max: limits.p99Ratio, digits: 2 }),
      budget(`${endpoint.name} req/s vs trivial`, endpoint.ratio, { min: limits.ratio, digits: 2 }),
      budget(`${endpoint.name} errors + timeouts + non-2xx`, failuresOf(endpoint), { min: 0, max: 0 }),
    );
  }
  if (scale) {
    const size = `${scale.data.products} products`;
    for (const endpoint of scale.api.endpoints.filter((entry) => entry.catalog)) {
      budgets.push(budget(`${endpoint.name} errors + timeouts + non-2xx at ${size}`, failuresOf(endpoint), { min: 0, max: 0 }));
    }
    for (const entry of scale.ratios) {
      budgets.push(
        budget(`${entry.name} req/s, ${size} vs 500`, entry.rate, { max: limits.scale, digits: 2 }),
        budget(`${entry.name} p99, ${size} vs 500`, entry.p99, { max: limits.scale, digits: 2 }),
      );
    }
    budgets.push(
      budget(`catalog reads' full table scans at ${size}`, scale.plans.flatMap((read) => read.fullScans).length, { min: 0, max: 0 }),
    );
  }
  for (const endpoint of api.endpoints.filter((entry) => entry.page)) {
    const failures = endpoint.load ? endpoint.load.errors + endpoint.load.timeouts + endpoint.load.non2xx : null;
    budgets.push(
      budget(`${endpoint.name} errors + timeouts + non-2xx`, failures, { min: 0, max: 0 }),
      budget(`${endpoint.name} req/s vs trivial`, endpoint.ratio, { min: limits.pageRatio, digits: 2 }),
    );
  }
  return budgets;
}

/** Failed requests of an endpoint's load (a 404 is the trivial endpoint's answer, not a failure); null when not measured. */
function failuresOf(endpoint, countNon2xx = true) {
  if (!endpoint?.load) return null;
  return endpoint.load.errors + endpoint.load.timeouts + (countNon2xx ? endpoint.load.non2xx : 0);
}

/** The bare Workers the run loaded: the budget's floor, and the same floor sending the API's headers. */
export const bareWorkers = (api) => [api.bare, api.bareWithHeaders].filter(Boolean);

/** The trivial endpoint's share of each bare Worker's rate. */
const floorRatios = (trivial) =>
  [
    `bare: ${fixed(trivial.bareRatio, 2)}`,
    ...(missing(trivial.bareWithHeadersRatio) ? [] : [`with its headers: ${fixed(trivial.bareWithHeadersRatio, 2)}`]),
  ].join('; ');

function apiTable(api) {
  const rows = bareWorkers(api)
    .map((bare) => ({ ...bare, ratio: null, p99Ratio: null }))
    .concat(api.endpoints);
  return table(
    [
      'endpoint',
      'answer',
      'req/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'requests',
      'non-2xx',
      'errors',
      'timeouts',
      'rate vs trivial',
      'p99 vs trivial',
    ],
    rows.map((endpoint) => [
      `${endpoint.name}  GET ${endpoint.path}`,
      `${endpoint.check.status}, ${kb(endpoint.check.bytes)}${missing(endpoint.check.items) ? '' : `, ${endpoint.check.items} items`}` +
        (missing(endpoint.load.bytesPerAnswer) ? '' : ` (${kb(endpoint.load.bytesPerAnswer)} sent)`),
      fixed(endpoint.load.reqPerSec),
      fixed(endpoint.load.latencyMs.p50),
      fixed(endpoint.load.latencyMs.p99),
      fixed(endpoint.load.latencyMs.max),
      String(endpoint.load.requests),
      String(endpoint.load.non2xx),
      `${endpoint.load.errors}${Object.keys(endpoint.load.errorKinds ?? {}).length ? ` ${JSON.stringify(endpoint.load.errorKinds)}` : ''}`,
      String(endpoint.load.timeouts),
      endpoint.trivial && endpoint.bareRatio !== undefined
        ? `${fixed(endpoint.ratio, 2)} (${floorRatios(endpoint)})`
        : fixed(endpoint.ratio, 2),
      fixed(endpoint.p99Ratio, 2),
    ]),
  );
}

/** How the bare Workers were loaded, when they were. */
const floorText = (settings, api) =>
  bareWorkers(api).length > 0
    ? `The bare Workers first, before any read: ${settings.floorRounds ?? settings.rounds} rounds, each beside the trivial endpoint. `
    : '';

/** The run's noise: how far apart two trivial runs on either side of one read came out (api-step.mjs, trivialSpread). */
export const noiseText = (noise) =>
  noise
    ? `Noise: two trivial runs a read apart differed by ${fixed(noise.median * 100, 1)} % (median of ${noise.pairs}; at most ${fixed(noise.max * 100, 1)} %). `
    : '';

/** The raw figures, one table per part. */
export function figuresText({ settings, build, api, scale, pageWeight, lighthouse }) {
  const parts = [];
  parts.push(
    `Data: ${settings.data.products} products, ${settings.data.galleryImages} gallery images. Worker bundle: ${build.totalUpload ?? 'n/a'} ` +
      `(gzip ${build.totalUploadGzip ?? 'n/a'}).`,
  );
  parts.push(
    `\nAPI: autocannon, ${settings.connections} connections; each endpoint warmed up ${settings.warmupSeconds} s, then ${settings.rounds} ` +
      `rounds of ${settings.seconds} s measured, each beside the trivial endpoint; the round with the median rate, and p99 vs ` +
      `trivial read from all rounds' answers together. ${floorText(settings, api)}${noiseText(api.noise)}Miniflare at ${api.baseURL}.`,
  );
  parts.push(apiTable(api));
  if (scale) {
    parts.push(`\nAt ${scale.data.products} products and ${scale.data.galleryImages} gallery images, the same run:`);
    parts.push(apiTable(scale.api));
    parts.push(
      `\nScale: each read's share of its size's trivial endpoint, ${scale.data.products} products against ${settings.data.products}:`,
    );
    parts.push(
      table(
        ['endpoint', 'req/s small, large', 'p99 ms small, large', 'rate factor', 'p99 factor'],
        scale.ratios.map((entry) => [
          entry.name,
          entry.raw.reqPerSec.join(', '),
          entry.raw.p99Ms.join(', '),
          fixed(entry.rate, 2),
          fixed(entry.p99, 2),
        ]),
      ),
    );
  }
  parts.push(`\nPage weight: Chromium ${pageWeight.chromium}, plain load (load + network idle, no scrolling), fresh context per load.`);
  const weightRows = [];
  for (const [path, page] of Object.entries(pageWeight.pages)) {
    for (const [viewport, weights] of Object.entries(page.viewports)) {
      weightRows.push([
        `${path} (${viewport})`,
        String(weights.js.requests),
        kb(weights.js.gzipBytes),
        kb(weights.js.inHtmlGzipBytes),
        kb(weights.js.rawBytes),
        String(weights.css.requests),
        kb(weights.css.gzipBytes),
        String(weights.requests),
        weights.method,
      ]);
    }
  }
  parts.push(
    table(
      ['page', 'JS requests', 'JS gzip', 'of it in HTML', 'JS raw', 'CSS requests', 'CSS gzip', 'all requests', 'gzip size from'],
      weightRows,
    ),
  );
  parts.push(
    `\nLighthouse ${lighthouse.version ?? ''} (default config: mobile, simulated throttling), median of ${settings.lighthouseRuns} runs:`,
  );
  const lighthouseRows = [];
  for (const [path, page] of Object.entries(lighthouse.pages)) {
    const row = (label, { scores, metrics }) => [
      `${path} ${label}`,
      fixed(scores.performance),
      fixed(scores.accessibility),
      fixed(scores['best-practices']),
      fixed(scores.seo),
      fixed(metrics.fcpMs),
      fixed(metrics.lcpMs),
      fixed(metrics.tbtMs),
      fixed(metrics.cls, 3),
    ];
    page.runs.forEach((run, index) => {
      lighthouseRows.push(
        run.error ? [`${path} run ${index + 1}`, `failed: ${run.error}`, '', '', '', '', '', '', ''] : row(`run ${index + 1}`, run),
      );
    });
    lighthouseRows.push(row('median', page.median));
  }
  parts.push(table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], lighthouseRows));
  parts.push('\nFirst tap works (the first-tap-ready mark), Lighthouse with 150 ms, 1.6 Mbps and CPU 4x applied through DevTools:');
  for (const [path, page] of Object.entries(lighthouse.pages)) {
    const runs = (page.firstTapRunsMs ?? []).map((ms) => fixed(ms)).join(', ') || 'none';
    parts.push(`  ${path}: runs ${runs} ms; median ${fixed(page.median.metrics.firstTapMs)} ms`);
  }
  return parts.join('\n');
}

export function budgetsText(budgets) {
  const passed = budgets.filter((entry) => entry.pass).length;
  return [
    table(
      ['budget', 'measured', 'result'],
      budgets.map((entry) => [entry.budget, entry.display, entry.pass ? 'pass' : 'FAIL']),
    ),
    `${passed} of ${budgets.length} budgets pass.`,
  ].join('\n');
}
