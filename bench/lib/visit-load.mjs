/**
 * The shopper visits of bench/lib/shopper.mjs under load: every connection repeats the visit, and each
 * answer is sorted by its step's group (reads, writes) and by whether it is the status the step expects,
 * a 429 of a rate limit, or anything else (an error).
 *
 * A closed loop of fetch calls rather than autocannon: a visit is a chain of dependent requests, and once
 * workerd resets a connection autocannon pairs every later answer on it with the request before it
 * (its queue keeps the lost request), so steps, statuses and latencies come out shifted.
 */
import { requestOf } from './shopper.mjs';

/** Runs one visit with fetch and throws at the first answer that is not the expected one. */
export async function checkVisit(baseURL, steps) {
  const visit = steps[0].start();
  for (const step of steps) {
    const { method, path, headers, body } = requestOf(step, visit);
    const response = await fetch(new URL(path, baseURL), { method, headers, body });
    const text = await response.text();
    if (response.status !== step.status) {
      throw new Error(`${step.name}: ${method} ${path} answered ${response.status}, expected ${step.status}: ${text.slice(0, 300)}`);
    }
    step.remember?.(visit, JSON.parse(text));
  }
}

/** The p-th percentile (0-100) of ascending `sorted` values, nearest rank; null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

const round = (value, digits = 1) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

function newTally() {
  return { latenciesMs: [], expected: 0, rateLimited: 0, unexpected: {}, failed: 0 };
}

function record(tally, step, status, ms) {
  tally.latenciesMs.push(ms);
  if (status === step.status) tally.expected += 1;
  else if (status === 429) tally.rateLimited += 1;
  else {
    const key = `${step.name} ${status}`;
    tally.unexpected[key] = (tally.unexpected[key] ?? 0) + 1;
  }
}

/** A tally's figures: answers, answers per second over `seconds`, latency percentiles, 429s, unexpected answers and failed requests. */
function figures(tally, seconds) {
  const sorted = tally.latenciesMs.sort((a, b) => a - b);
  const unexpected = Object.values(tally.unexpected).reduce((sum, count) => sum + count, 0);
  return {
    answered: sorted.length,
    reqPerSec: round(sorted.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? null),
    },
    rateLimited: tally.rateLimited,
    unexpected,
    failed: tally.failed,
    errors: unexpected + tally.failed,
    unexpectedByStep: tally.unexpected,
  };
}

/** How long a request may take before it counts as timed out (autocannon's default). */
const TIMEOUT_MS = 10_000;

/** What a failed fetch was: a timeout, or the socket error's code. */
const failureKind = (error) => (error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? error?.name ?? 'error'));

/**
 * One shopper after another on one connection until `deadline` (performance.now()): each visit's requests
 * in order, each awaited before the next. A visit ends early when a request fails or a write the rest
 * depends on was refused; the next visitor starts.
 */
async function shopper(baseURL, steps, deadline, onAnswer, onFailure) {
  while (performance.now() < deadline) {
    const visit = steps[0].start();
    for (const step of steps) {
      if (performance.now() >= deadline) return;
      if (step.needs && !step.needs(visit)) break;
      const { method, path, headers, body } = requestOf(step, visit);
      const started = performance.now();
      let status;
      let text;
      try {
        const response = await fetch(new URL(path, baseURL), { method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
        text = await response.text();
        status = response.status;
      } catch (error) {
        onFailure(step, failureKind(error), started);
        break;
      }
      onAnswer(step, status, performance.now() - started, started);
      if (status === step.status && step.remember) step.remember(visit, JSON.parse(text));
    }
  }
}

/**
 * `connections` shoppers at once (Node's fetch keeps one keep-alive connection per waiting request) repeat
 * the visit for `warmupSeconds`, then for `seconds` measured: only requests sent after the warm-up count,
 * so the figures are of shoppers spread over the visit, not of all of them opening `/` in the same
 * instant on a cold Worker. Returns the figures overall, per group and per step, the failed requests
 * (socket errors and timeouts), and those of the warm-up apart.
 */
export async function loadVisits(baseURL, steps, { connections, seconds, warmupSeconds }) {
  const tallies = { overall: newTally(), reads: newTally(), writes: newTally() };
  const byStep = new Map(steps.map((step) => [step, newTally()]));
  const failures = {};
  const warmupFailures = {};
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  const deadline = measureFrom + seconds * 1000;
  const onAnswer = (step, status, ms, sentAt) => {
    if (sentAt < measureFrom) return;
    for (const tally of [tallies.overall, tallies[step.group], byStep.get(step)]) record(tally, step, status, ms);
  };
  const onFailure = (step, kind, sentAt) => {
    const key = `${step.name} ${kind}`;
    if (sentAt < measureFrom) {
      warmupFailures[key] = (warmupFailures[key] ?? 0) + 1;
      return;
    }
    for (const tally of [tallies.overall, tallies[step.group], byStep.get(step)]) tally.failed += 1;
    failures[key] = (failures[key] ?? 0) + 1;
  };

  await Promise.all(Array.from({ length: connections }, () => shopper(baseURL, steps, deadline, onAnswer, onFailure)));
  const measured = Math.round((performance.now() - measureFrom) / 10) / 100;

  const overall = figures(tallies.overall, measured);
  const failed = Object.entries(failures);
  const timeouts = failed.filter(([key]) => key.endsWith(' timeout')).reduce((sum, [, count]) => sum + count, 0);
  const socketErrors = failed.reduce((sum, [, count]) => sum + count, 0) - timeouts;
  return {
    durationSeconds: measured,
    overall,
    reads: figures(tallies.reads, measured),
    writes: figures(tallies.writes, measured),
    steps: [...byStep].map(([step, tally]) => {
      const { answered, latencyMs, rateLimited, unexpected, failed } = figures(tally, measured);
      return { name: step.name, answered, p50Ms: latencyMs.p50, p99Ms: latencyMs.p99, rateLimited, unexpected, failed };
    }),
    socketErrors,
    timeouts,
    failedRequests: failures,
    warmupFailedRequests: warmupFailures,
    errors: overall.errors,
  };
}
