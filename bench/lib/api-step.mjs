/**
 * Step 3: the API under load, and each figure as a ratio of the same run's trivial endpoint (docs/design.md "Budgets":
 * absolute times say more about the machine than about the shop). With `bareURL`, the bare Hono Worker
 * (bench/bare-hono) is loaded too, and the trivial endpoint is compared with it (the budget); with `bareWithHeadersURL`,
 * also with the bare Worker that sends the API's security headers (reported, not budgeted). That floor is measured
 * first, before any read is loaded, as `npm run bench:floor` measures it, and in rounds of its own (`floorRounds`, more
 * than a read gets): it is the one ratio that carries the shop's whole per-request cost.
 *
 * The trivial endpoint is loaded between every two others, and each endpoint's ratio is taken against the trivial runs
 * just before and after it (bracketed): on a shared machine the rate drifts over minutes (in one round of
 * `npm run bench:floor`, reads measured 20 s to 80 s after their trivial run lost 0.92 to 0.87 of it as the round went
 * on), so a trivial run measured once at the start charged that drift to whichever endpoint came last. Several rounds,
 * the order reversed every other one; an endpoint's rate is the median of its rounds', its p99 is read from all its
 * rounds' answers together against all those of the trivial runs beside them (summarize).
 */
import { checkEndpoint, loadEndpoint, pooledP99 } from './load.mjs';

const round = (value, digits = 3) => (Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null);

/** The bare Worker's endpoint: it answers every path as the shop answers an unknown API path. */
export const BARE_ENDPOINT = { name: 'bare Hono (404)', path: '/api/no-such-endpoint', status: 404 };
export const BARE_WITH_HEADERS_ENDPOINT = { ...BARE_ENDPOINT, name: 'bare Hono + API headers (404)' };

function logLoad(name, { reqPerSec, latencyMs, non2xx, errors, timeouts, errorKinds }, log) {
  const kinds = Object.entries(errorKinds)
    .map(([kind, count]) => `${kind} x${count}`)
    .join(', ');
  log(
    `  ${name.padEnd(30)} ${reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${latencyMs.p50} ms  p99 ${latencyMs.p99} ms  ` +
      `non-2xx ${non2xx}  errors ${errors}  timeouts ${timeouts}${kinds ? ` (${kinds})` : ''}`,
  );
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One round's order: the trivial endpoint first, last and between every two subjects ("T S1 T S2 T"); each subject
 * with the indexes of the trivial runs on either side of it. Every other round takes the subjects in reverse.
 */
export function roundOrder(subjects, roundIndex) {
  const ordered = roundIndex % 2 === 0 ? subjects : [...subjects].reverse();
  const runs = ['trivial'];
  const brackets = new Map();
  for (const subject of ordered) {
    runs.push(subject);
    brackets.set(subject, { before: runs.length - 2, after: runs.length });
    runs.push('trivial');
  }
  return { runs, brackets };
}

/** A subject's rate and p99 in one round against the mean of the trivial runs beside it. */
export function bracketedRatios(load, before, after) {
  const trivialRate = (before.reqPerSec + after.reqPerSec) / 2;
  const trivialP99 = (before.latencyMs.p99 + after.latencyMs.p99) / 2;
  return { ratio: load.reqPerSec / trivialRate, p99Ratio: load.latencyMs.p99 / trivialP99 };
}

/**
 * Loads `subjects` (the endpoints and the bare Worker) in `rounds` rounds bracketed by `trivial`; `loadRun(subject)`
 * loads one and resolves to its figures. Returns, per subject, its rounds' ratios and the run of each, and the trivial runs.
 */
export async function bracketedRounds(trivial, subjects, rounds, loadRun) {
  const perSubject = new Map(subjects.map((subject) => [subject, []]));
  const trivialRuns = [];
  for (let index = 0; index < rounds; index += 1) {
    const { runs, brackets } = roundOrder(subjects, index);
    const loads = [];
    for (const run of runs) loads.push(await loadRun(run === 'trivial' ? trivial : run));
    runs.forEach((run, at) => run === 'trivial' && trivialRuns.push(loads[at]));
    for (const [subject, { before, after }] of brackets) {
      const load = loads[before + 1];
      const beside = [loads[before], loads[after]];
      perSubject.get(subject).push({ load, beside, ...bracketedRatios(load, ...beside) });
    }
  }
  return { perSubject, trivialRuns };
}

/**
 * The median of the rounds' rates, the round whose rate is the median (its run stands for the endpoint in the tables and
 * charts), and the p99 of all the rounds' answers together against that of all the trivial runs beside them, by
 * `p99Of(loads)`: a round's p99 is set by a few dozen stalls of the machine, in its run and in the two beside it.
 */
export function summarize(rounds, p99Of = pooledP99) {
  const ratio = median(rounds.map((entry) => entry.ratio));
  const trivialBeside = [...new Set(rounds.flatMap((entry) => entry.beside))];
  const p99Ratio = p99Of(rounds.map((entry) => entry.load)) / p99Of(trivialBeside);
  const typical = rounds.reduce((best, entry) => (Math.abs(entry.ratio - ratio) < Math.abs(best.ratio - ratio) ? entry : best));
  return {
    load: typical.load,
    ratio: round(ratio),
    p99Ratio: round(p99Ratio),
    rounds: rounds.map((entry) => ({
      reqPerSec: round(entry.load.reqPerSec, 0),
      p99Ms: entry.load.latencyMs.p99,
      ratio: round(entry.ratio),
      p99Ratio: round(entry.p99Ratio),
    })),
  };
}

/**
 * How far apart the two trivial runs on either side of each read came out (a read's run, some 12 s, between them), as
 * the share by which the later one's rate differs from the earlier one's: the median and the largest over the rounds.
 * The same Worker loaded twice tells how much of any ratio of the run is the machine.
 */
export function trivialSpread(perSubject) {
  const spreads = [...perSubject.values()].flat().map(({ beside: [before, after] }) => Math.abs(after.reqPerSec / before.reqPerSec - 1));
  if (spreads.length === 0) return null;
  return { median: round(median(spreads)), max: round(Math.max(...spreads)), pairs: spreads.length };
}

/**
 * Checks every endpoint once (a broken one stops the bench before any load); warms up the trivial endpoint and the bare
 * Workers and loads them in bracketed rounds of their own (`settings.floorRounds`); then warms up each read once and loads
 * the reads in bracketed rounds (above). Ratios against the trivial endpoint, and the trivial endpoint's against each
 * bare Worker's (`bare` and `bareRatio`; `bareWithHeaders` and `bareWithHeadersRatio`); `noise`: trivialSpread.
 */
export async function measureApi(baseURL, endpoints, settings, { bareURL = null, bareWithHeadersURL = null, log = console.log } = {}) {
  const measured = [];
  for (const endpoint of endpoints) measured.push({ ...endpoint, check: await checkEndpoint(baseURL, endpoint) });
  const references = [];
  for (const [key, endpoint, url] of [
    ['bare', BARE_ENDPOINT, bareURL],
    ['bareWithHeaders', BARE_WITH_HEADERS_ENDPOINT, bareWithHeadersURL],
  ]) {
    if (url) references.push({ ...endpoint, key, check: await checkEndpoint(url, endpoint), url });
  }
  const trivial = measured.find((endpoint) => endpoint.trivial);
  const reads = measured.filter((endpoint) => !endpoint.trivial);
  const urlOf = (subject) => subject.url ?? baseURL;
  const run = { connections: settings.connections, warmupSeconds: settings.runWarmupSeconds, seconds: settings.seconds };
  const warmUp = async (subjects) => {
    for (const subject of subjects)
      await loadEndpoint(urlOf(subject), subject, { ...run, warmupSeconds: 0, seconds: settings.warmupSeconds });
  };
  const loadOnce = async (subject) => {
    const load = await loadEndpoint(urlOf(subject), subject, run);
    logLoad(subject.name, load, log);
    return load;
  };
  await warmUp([trivial, ...references]);
  const floor =
    references.length > 0 ? await bracketedRounds(trivial, references, settings.floorRounds ?? settings.rounds, loadOnce) : null;
  await warmUp(reads);
  const { perSubject, trivialRuns } = await bracketedRounds(trivial, reads, settings.rounds, loadOnce);
  const typicalTrivial = trivialRuns.find((load) => load.reqPerSec === median(trivialRuns.map((entry) => entry.reqPerSec)));
  Object.assign(trivial, { load: typicalTrivial ?? trivialRuns[0], ratio: 1, p99Ratio: 1 });
  for (const endpoint of reads) Object.assign(endpoint, summarize(perSubject.get(endpoint)));
  const result = { baseURL, bare: null, endpoints: measured, noise: trivialSpread(perSubject) };
  for (const reference of references) {
    const { url: _url, key, ...entry } = reference;
    // The trivial endpoint's share of the bare Worker's rate: each round's ratio the other way up.
    const summary = summarize(floor.perSubject.get(reference).map((round) => ({ ...round, ratio: 1 / round.ratio })));
    result[key] = Object.assign(entry, { load: summary.load, rounds: summary.rounds });
    trivial[`${key}Ratio`] = summary.ratio;
  }
  return result;
}

/**
 * Each catalog read at the larger catalog against the smaller: its rate and p99 as shares of the same size's trivial
 * endpoint (which reads no catalog), so the machine's load, which differs between the two runs, cancels out.
 * `rate`: the smaller's share over the larger's (>1 when the larger is slower); `p99`: the larger's over the smaller's.
 */
export function scaleRatios(small, large) {
  return small.endpoints
    .filter((endpoint) => endpoint.catalog)
    .map((endpoint) => {
      const bigger = large.endpoints.find((candidate) => candidate.name === endpoint.name);
      return {
        name: endpoint.name,
        rate: round(endpoint.ratio / bigger.ratio),
        p99: round(bigger.p99Ratio / endpoint.p99Ratio),
        raw: {
          reqPerSec: [round(endpoint.load.reqPerSec, 0), round(bigger.load.reqPerSec, 0)],
          p99Ms: [endpoint.load.latencyMs.p99, bigger.load.latencyMs.p99],
        },
      };
    });
}
