/**
 * bench/results/index.html: the run at a glance, one static file with no script and nothing fetched from elsewhere.
 * The budget table with pass/fail and the change since the last committed run (bench/results.json as git has it at
 * HEAD), a latency chart per endpoint (inline SVG), a treemap of each page's first-load JavaScript by library, the
 * links to the Lighthouse reports, and the history: bench/history.jsonl is written again from every committed version
 * of bench/results.json (git log), one line each, then this run's line; committing this run's results.json with it
 * keeps the two in step.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadLibraries, squarify } from './treemap.mjs';
import { bareWorkers, noiseText } from './report.mjs';

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
const number = (value, digits = 0) => (value === null || value === undefined ? 'n/a' : Number(value).toFixed(digits));

const git = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

/** Every committed version of `file` (a results.json), oldest first, as history lines; none outside a git checkout. */
export function committedRuns(file) {
  try {
    const commits = git(['log', '--format=%H', '--', file]).split('\n').filter(Boolean).reverse();
    return commits.flatMap((sha) => {
      try {
        return [historyLine(JSON.parse(git(['show', `${sha}:${file}`])))];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

/** A run's one history line: when, which commit, where, and each budget's measured value and result. */
export function historyLine(results) {
  const budgets = results.budgets ?? [];
  return {
    date: results.date,
    commit: results.commit,
    machine: `${results.machine?.cpuModel}, ${results.machine?.cores} cores, load ${results.machine?.loadAverage?.atStart?.join(' ') ?? 'n/a'}`,
    passed: budgets.filter((entry) => entry.pass).length,
    failed: budgets.filter((entry) => !entry.pass).length,
    budgets: Object.fromEntries(budgets.map((entry) => [entry.budget, entry.measured])),
  };
}

function change(now, before) {
  if (typeof now !== 'number' || typeof before !== 'number') return '';
  const delta = now - before;
  if (delta === 0) return '=';
  const digits = Math.abs(delta) < 10 ? 2 : 0;
  return `${delta > 0 ? '+' : ''}${delta.toFixed(digits)}`;
}

function budgetTable(budgets, previous) {
  const rows = budgets
    .map(
      (entry) =>
        `<tr class="${entry.pass ? 'pass' : 'fail'}"><td>${escape(entry.budget)}</td><td>${escape(entry.display)}</td>` +
        `<td>${entry.pass ? 'pass' : 'FAIL'}</td><td>${escape(change(entry.measured, previous?.budgets?.[entry.budget]))}</td></tr>`,
    )
    .join('\n');
  const since = previous
    ? `since the run of ${escape(previous.date)} (${escape(previous.commit?.slice(0, 10) ?? '')})`
    : 'no committed run before';
  return `<table><thead><tr><th>budget</th><th>measured</th><th>result</th><th>change ${since}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const PERCENTILES = ['p50', 'p90', 'p99', 'max'];

/** One endpoint's latency: a bar per percentile, on a scale shared by every chart of the run. */
function latencyChart(endpoint, maxMs) {
  const percentiles = endpoint.load.latencyPercentilesMs ?? endpoint.load.latencyMs;
  const width = 320;
  const bar = 18;
  const scale = (ms) => (maxMs > 0 ? Math.max(1, (Math.log10(1 + ms) / Math.log10(1 + maxMs)) * (width - 120)) : 1);
  const bars = PERCENTILES.map((name, index) => {
    const ms = percentiles[name] ?? 0;
    const y = index * (bar + 4);
    return (
      `<text x="0" y="${y + 13}" class="label">${name}</text>` +
      `<rect x="40" y="${y}" width="${scale(ms).toFixed(1)}" height="${bar}" class="${name}"/>` +
      `<text x="${(44 + scale(ms)).toFixed(1)}" y="${y + 13}" class="label">${ms} ms</text>`
    );
  }).join('');
  const height = PERCENTILES.length * (bar + 4);
  return (
    `<figure><figcaption>${escape(endpoint.name)} <small>${number(endpoint.load.reqPerSec)} req/s` +
    `${endpoint.ratio === undefined || endpoint.ratio === null ? '' : `, ${number(endpoint.ratio, 2)} of trivial`}</small></figcaption>` +
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(endpoint.name)} latency">${bars}</svg></figure>`
  );
}

function latencySection(title, api) {
  const endpoints = [...bareWorkers(api), ...api.endpoints];
  const maxMs = Math.max(...endpoints.map((endpoint) => endpoint.load.latencyMs.max ?? 0));
  return `<h3>${escape(title)}</h3><div class="charts">${endpoints.map((endpoint) => latencyChart(endpoint, maxMs)).join('')}</div>`;
}

const COLOURS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

function treemap(path, page) {
  const width = 640;
  const height = 280;
  const cells = squarify(
    page.libraries.map((entry, index) => ({ ...entry, value: entry.bytes, colour: COLOURS[index % COLOURS.length] })),
    { x: 0, y: 0, w: width, h: height },
  );
  const rects = cells
    .map((cell) => {
      const label = `${cell.library} ${(cell.share * 100).toFixed(1)} %`;
      // About 6.5 px a character at 11 px: a label that does not fit its cell is cut (the list below names them all).
      const fits = Math.floor((cell.w - 6) / 6.5);
      const shown = label.length <= fits ? label : `${label.slice(0, Math.max(0, fits - 1))}…`;
      const text =
        fits > 3 && cell.h > 16 ? `<text x="${(cell.x + 4).toFixed(1)}" y="${(cell.y + 14).toFixed(1)}">${escape(shown)}</text>` : '';
      return `<g><title>${escape(`${label}, ${(cell.bytes / 1000).toFixed(1)} KB`)}</title><rect x="${cell.x.toFixed(1)}" y="${cell.y.toFixed(1)}" width="${cell.w.toFixed(1)}" height="${cell.h.toFixed(1)}" fill="${cell.colour}"/>${text}</g>`;
    })
    .join('');
  const list = page.libraries
    .slice(0, 12)
    .map((entry) => `<li>${escape(entry.library)}: ${(entry.bytes / 1000).toFixed(1)} KB (${(entry.share * 100).toFixed(1)} %)</li>`)
    .join('');
  return (
    `<figure class="treemap"><figcaption>${escape(path)}: ${(page.totalBytes / 1000).toFixed(1)} KB of JS before gzip in ${page.files} files</figcaption>` +
    `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(path)} first-load JS by library">${rects}</svg><ol>${list}</ol></figure>`
  );
}

function historyTable(history) {
  const rows = history
    .map((run, index) => ({ ...run, date: index === history.length - 1 ? `${run.date} (this run)` : run.date }))
    .reverse()
    .map(
      (run) =>
        `<tr><td>${escape(run.date)}</td><td>${escape(run.commit?.slice(0, 10) ?? '')}</td><td>${run.passed} of ${run.passed + run.failed}</td><td>${escape(run.machine)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>date</th><th>commit</th><th>budgets passed</th><th>machine</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The trivial endpoint beside the bare Worker that sends the API's headers: reported, not budgeted. */
function floorNote(api, settings) {
  const trivial = api.endpoints.find((endpoint) => endpoint.trivial);
  if (trivial?.bareWithHeadersRatio === undefined) return '';
  return (
    `<p>The trivial endpoint reaches ${number(trivial.bareRatio, 2)} of bare Hono's rate (the budget) and ` +
    `${number(trivial.bareWithHeadersRatio, 2)} of bare Hono sending the API's five security headers, which is not budgeted: ` +
    `the second shows how much of the first gap is those headers and how much the shop's own code. Both bare Workers are ` +
    `loaded before any read, in ${number(settings.floorRounds ?? settings.rounds)} rounds beside the trivial endpoint.</p>`
  );
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;max-width:1100px;color:#222}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;padding:2px 8px;text-align:left}
tr.fail td{background:#fde2e2}tr.pass td:nth-child(3){color:#176b2c}tr.fail td:nth-child(3){color:#a01010;font-weight:700}
.charts{display:flex;flex-wrap:wrap;gap:1rem}figure{margin:0}figcaption{font-weight:600}
svg .label{font-size:11px;fill:#333}rect.p50{fill:#59a14f}rect.p90{fill:#edc948}rect.p99{fill:#f28e2b}rect.max{fill:#e15759}
.treemap svg text{font-size:11px;fill:#fff}.treemap ol{columns:2;font-size:12px}`;

/** Writes `<reportDir>/index.html` for `results` and the history with its line; returns the report's path. */
export function writeHtmlReport(results, settings) {
  const committed = committedRuns(settings.resultsFile);
  const previous = committed.at(-1) ?? null;
  const history = [...committed, historyLine(results)];
  const fileLists =
    results.pageWeight.fileLists && existsSync(results.pageWeight.fileLists)
      ? JSON.parse(readFileSync(results.pageWeight.fileLists, 'utf8'))
      : {};
  const libraries = firstLoadLibraries(fileLists, settings.clientDir);
  const lighthouse = existsSync(settings.reportDir)
    ? readdirSync(settings.reportDir)
        .filter((file) => /^lighthouse-.*\.html$/.test(file))
        .sort()
    : [];
  const { data, scaleData } = results.settings;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench ${escape(results.date)}</title><style>${STYLE}</style></head><body>
<h1>Bench of ${escape(results.date)}</h1>
<p>Commit ${escape(results.commit ?? 'n/a')}. ${escape(results.machine.cpuModel)}, ${results.machine.cores} cores, Node ${escape(results.machine.node)};
load average ${results.machine.loadAverage.atStart.join(' ')} at the start, ${results.machine.loadAverage.atEnd.join(' ')} at the end.
${results.summary.passed} of ${results.summary.passed + results.summary.failed} budgets pass (docs/design.md "Budgets").</p>
<h2>Budgets</h2>${budgetTable(results.budgets, previous)}${floorNote(results.api, results.settings)}
<h2>API latency</h2><p>autocannon, ${results.settings.connections} connections; per endpoint the round with the median rate (of ${results.settings.rounds ?? 1}, ${results.settings.seconds} s measured each, beside the trivial endpoint); its p99 against the trivial one's is read from all rounds' answers together; bars on a log scale. ${escape(noiseText(results.api.noise))}</p>
${latencySection(`${data.products} products, ${data.galleryImages} gallery images`, results.api)}
${results.scale ? latencySection(`${scaleData.products} products, ${scaleData.galleryImages} gallery images`, results.scale.api) : ''}
<h2>First-load JavaScript by library</h2>${
    Object.keys(libraries).length === 0
      ? '<p>Not measured in this run.</p>'
      : Object.entries(libraries)
          .map(([path, page]) => treemap(path, page))
          .join('')
  }
<h2>Lighthouse reports</h2>${lighthouse.length === 0 ? '<p>None in this run.</p>' : `<ul>${lighthouse.map((file) => `<li><a href="${escape(file)}">${escape(file)}</a></li>`).join('')}</ul>`}
<h2>Committed runs, and this one</h2>${history.length === 0 ? '<p>None yet.</p>' : historyTable(history)}
</body></html>
`;
  mkdirSync(settings.reportDir, { recursive: true });
  const file = join(settings.reportDir, 'index.html');
  writeFileSync(file, html);
  writeFileSync(settings.historyFile, history.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return file;
}
