/**
 * The shopper visits of bench/lib/shopper.mjs under autocannon: every connection repeats the visit, and
 * each answer is sorted by its step's group (reads, writes) and by whether it is the status the step
 * expects, a 429 of a rate limit, or anything else (an error).
 */
import autocannon from 'autocannon';
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
  return { latenciesMs: [], expected: 0, rateLimited: 0, unexpected: {} };
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

/** A tally's figures: requests, req/s over `seconds`, latency percentiles, 429s and unexpected answers. */
function figures(tally, seconds) {
  const sorted = tally.latenciesMs.sort((a, b) => a - b);
  const unexpected = Object.values(tally.unexpected).reduce((sum, count) => sum + count, 0);
  return {
    requests: sorted.length,
    reqPerSec: round(sorted.length / seconds),
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p90: round(percentile(sorted, 90)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? null),
    },
    rateLimited: tally.rateLimited,
    unexpected,
    unexpectedByStep: tally.unexpected,
  };
}

/** Turns a visit step into an autocannon request that builds itself from the connection's visit. */
function cannonRequest(step, index, onAnswer) {
  return {
    setupRequest: (request, context) => {
      // autocannon empties the context each time a connection starts the list again: a new visitor.
      if (index === 0) context.visit = step.start();
      // A visit whose earlier write failed cannot go on; returning nothing starts a new one.
      if (step.needs && !step.needs(context.visit)) return null;
      return { ...request, ...requestOf(step, context.visit) };
    },
    onResponse: (status, body, context) => {
      onAnswer(step, status);
      if (status === step.status && step.remember) step.remember(context.visit, JSON.parse(body));
    },
  };
}

/**
 * `connections` connections repeat the visit for `seconds`. Returns the figures overall and per group,
 * and autocannon's own counts of socket errors and timeouts.
 */
export async function loadVisits(baseURL, steps, { connections, seconds }) {
  const tallies = { overall: newTally(), reads: newTally(), writes: newTally() };
  const byStep = new Map(steps.map((step) => [step, newTally()]));
  const socketErrors = {};
  // autocannon calls a request's onResponse, then at once (synchronously) reports its latency.
  let answered = null;
  const instance = autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    requests: steps.map((step, index) => cannonRequest(step, index, (answeredStep, status) => (answered = { step: answeredStep, status }))),
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    if (!answered) return;
    record(tallies.overall, answered.step, answered.status, ms);
    record(tallies[answered.step.group], answered.step, answered.status, ms);
    record(byStep.get(answered.step), answered.step, answered.status, ms);
    answered = null;
  });
  instance.on('reqError', (error) => {
    const key = error?.code ?? error?.message ?? String(error);
    socketErrors[key] = (socketErrors[key] ?? 0) + 1;
  });
  const result = await instance;
  const measured = result.duration;
  const overall = figures(tallies.overall, measured);
  return {
    durationSeconds: measured,
    overall,
    reads: figures(tallies.reads, measured),
    writes: figures(tallies.writes, measured),
    steps: [...byStep].map(([step, tally]) => {
      const { requests, latencyMs, rateLimited, unexpected } = figures(tally, measured);
      return { name: step.name, requests, p50Ms: latencyMs.p50, p99Ms: latencyMs.p99, rateLimited, unexpected };
    }),
    // autocannon counts a timeout among its errors too.
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    socketErrorsByKind: socketErrors,
    errors: overall.unexpected + result.errors,
    autocannon: { requests: result.requests.total, reqPerSec: result.requests.average, non2xx: result.non2xx },
  };
}
