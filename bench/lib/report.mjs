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
 * top of bench/run.mjs; a figure that could not be measured fails.
 */
export function checkBudgets({ api, pageWeight, lighthouse }, limits) {
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
  for (const endpoint of api.endpoints.filter((entry) => entry.catalog)) {
    const failures = endpoint.load ? endpoint.load.errors + endpoint.load.timeouts + endpoint.load.non2xx : null;
    budgets.push(
      budget(`${endpoint.name} p99`, endpoint.load?.latencyMs.p99, { max: limits.p99Ms, unit: ' ms' }),
      budget(`${endpoint.name} errors + timeouts + non-2xx`, failures, { min: 0, max: 0 }),
      budget(`${endpoint.name} req/s vs trivial`, endpoint.ratio, { min: limits.ratio, digits: 2 }),
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

/** The raw figures, one table per part. */
export function figuresText({ settings, build, api, pageWeight, lighthouse }) {
  const parts = [];
  parts.push(
    `Data: ${settings.data.products} products, ${settings.data.galleryImages} gallery images. Worker bundle: ${build.totalUpload ?? 'n/a'} ` +
      `(gzip ${build.totalUploadGzip ?? 'n/a'}).`,
  );
  parts.push(
    `\nAPI: autocannon, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured each, ` +
      `Miniflare at ${api.baseURL} (no Accept-Encoding).`,
  );
  parts.push(
    table(
      ['endpoint', 'answer', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'errors', 'timeouts', 'vs trivial'],
      api.endpoints.map((endpoint) => [
        `${endpoint.name}  GET ${endpoint.path}`,
        `${endpoint.check.status}, ${kb(endpoint.check.bytes)}${missing(endpoint.check.items) ? '' : `, ${endpoint.check.items} items`}`,
        fixed(endpoint.load.reqPerSec),
        fixed(endpoint.load.latencyMs.p50),
        fixed(endpoint.load.latencyMs.p90),
        fixed(endpoint.load.latencyMs.p99),
        fixed(endpoint.load.latencyMs.max),
        String(endpoint.load.requests),
        String(endpoint.load.non2xx),
        String(endpoint.load.errors),
        String(endpoint.load.timeouts),
        fixed(endpoint.ratio, 2),
      ]),
    ),
  );
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
