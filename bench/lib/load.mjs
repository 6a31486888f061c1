/** Step 3's measurement: one endpoint at a time under autocannon, after a warm-up that is not counted. */
import autocannon from 'autocannon';

/**
 * API reads ask with no Accept-Encoding: the load measures the Worker and D1, not the compression that Cloudflare's
 * edge does outside the Worker (Miniflare, standing in for it, would gzip each answer here when asked). Pages ask as
 * Chromium does: the Worker keeps each page gzipped and sends those bytes as they are (worker/pages/page-cache.ts),
 * so nothing compresses per request there either.
 */
const HEADERS = { accept: 'application/json' };
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };
const headersOf = (endpoint) => (endpoint.page ? PAGE_HEADERS : HEADERS);

/** The number of items an answer holds: a plain array, or a page's `items`; null when neither. */
export function itemCount(body) {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object' && Array.isArray(body.items)) return body.items.length;
  return null;
}

/**
 * Requests `endpoint.path` once and throws unless it answers `endpoint.status` with JSON (and, for a
 * catalog read, at least one item). Returns what it saw.
 */
export async function checkEndpoint(baseURL, endpoint) {
  const response = await fetch(new URL(endpoint.path, baseURL), { headers: headersOf(endpoint) });
  const text = await response.text();
  const where = `GET ${endpoint.path}`;
  if (response.status !== endpoint.status) {
    throw new Error(`${where} answered ${response.status}, expected ${endpoint.status}: ${text.slice(0, 300)}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (endpoint.page) {
    if (!type.includes('text/html')) throw new Error(`${where} answered ${type || 'no content-type'}, expected a page`);
    return { status: response.status, bytes: Buffer.byteLength(text), items: null };
  }
  if (!type.includes('application/json')) throw new Error(`${where} answered ${type || 'no content-type'}, expected JSON`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${where} answered a body that is not JSON: ${text.slice(0, 300)}`);
  }
  const items = itemCount(body);
  if (endpoint.catalog && items === 0) throw new Error(`${where} answered no items: the bench data or the query is wrong.`);
  return { status: response.status, bytes: Buffer.byteLength(text), items };
}

/** autocannon's own default, stated: a request unanswered this long counts as a timeout (and an error). */
export const TIMEOUT_SECONDS = 10;

/**
 * One autocannon run; its result, what each failed request failed with (`ECONNRESET`, a timeout...), counted, and the
 * time of every answer in ms (autocannon's result keeps only its percentiles).
 */
async function cannon(url, headers, connections, duration) {
  const errorKinds = {};
  const answerTimes = [];
  const instance = autocannon({ url, connections, duration, headers, timeout: TIMEOUT_SECONDS });
  instance.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? String(error);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  instance.on('response', (_client, _statusCode, _bytes, responseTime) => answerTimes.push(responseTime));
  return { result: await instance, errorKinds, answerTimes };
}

/** Each measured run's answer times, by the figures loadEndpoint returned for it: kept out of the figures, which are written out. */
const answerTimesOf = new WeakMap();

/** The `share` percentile (0.99 for p99) of `times`, by nearest rank. */
export function percentile(times, share) {
  const sorted = Float64Array.from(times).sort();
  return sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)];
}

/** A run's answer times; `load` must be the very object loadEndpoint returned (a copy of it has none). */
function timesOf(load) {
  const times = answerTimesOf.get(load);
  if (!times) throw new Error('No answer times for these figures: pass the object loadEndpoint returned, not a copy');
  return times;
}

/**
 * The p99 of every answer of several runs of loadEndpoint together, in ms: the tail of one 5-second run is a few dozen
 * stalls of the machine, so a p99 read from all of an endpoint's rounds at once moves less than any one round's.
 */
export function pooledP99(loads) {
  return percentile(loads.flatMap(timesOf), 0.99);
}

/** Warm-up (discarded), then the measured run; figures as autocannon reports them (latency in ms). */
export async function loadEndpoint(baseURL, endpoint, { connections, warmupSeconds, seconds }) {
  const url = new URL(endpoint.path, baseURL).href;
  const headers = headersOf(endpoint);
  const warmup = warmupSeconds > 0 ? await cannon(url, headers, connections, warmupSeconds) : null;
  const { result, errorKinds, answerTimes } = await cannon(url, headers, connections, seconds);
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]));
  const figures = {
    requests: result.requests.total,
    /** What one answer weighed on the wire (headers and body as sent: gzipped where the Worker sent it so). */
    bytesPerAnswer: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : null,
    durationSeconds: result.duration,
    reqPerSec: result.requests.average,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    /** The distribution, for the report's chart. */
    latencyPercentilesMs: Object.fromEntries(
      ['p1', 'p10', 'p25', 'p50', 'p75', 'p90', 'p97_5', 'p99', 'p99_9', 'max'].map((name) => [name, result.latency[name]]),
    ),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    errorKinds,
    warmupErrorKinds: warmup?.errorKinds ?? {},
    statusCodes,
  };
  answerTimesOf.set(figures, answerTimes);
  return figures;
}
