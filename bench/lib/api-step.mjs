/**
 * Step 3: the API under load, one endpoint at a time, and each figure as a ratio of the same run's trivial endpoint
 * (docs/design.md "Budgets": absolute times say more about the machine than about the shop). With `bareURL`, the
 * bare Hono Worker (bench/bare-hono) is loaded first, and the trivial endpoint is compared with it.
 */
import { checkEndpoint, loadEndpoint } from './load.mjs';

const round = (value, digits = 3) => (Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null);

/** The bare Worker's endpoint: it answers every path as the shop answers an unknown API path. */
export const BARE_ENDPOINT = { name: 'bare Hono (404)', path: '/api/no-such-endpoint', status: 404 };

function logLoad(name, { reqPerSec, latencyMs, non2xx, errors, timeouts, errorKinds }, log) {
  const kinds = Object.entries(errorKinds)
    .map(([kind, count]) => `${kind} x${count}`)
    .join(', ');
  log(
    `  ${name.padEnd(24)} ${reqPerSec.toFixed(0).padStart(6)} req/s  p50 ${latencyMs.p50} ms  p99 ${latencyMs.p99} ms  ` +
      `non-2xx ${non2xx}  errors ${errors}  timeouts ${timeouts}${kinds ? ` (${kinds})` : ''}`,
  );
}

/** Checks every endpoint once (a broken one stops the bench before any load), then loads each; ratios against the trivial one. */
export async function measureApi(baseURL, endpoints, settings, { bareURL = null, log = console.log } = {}) {
  const measured = [];
  for (const endpoint of endpoints) measured.push({ ...endpoint, check: await checkEndpoint(baseURL, endpoint) });
  let bare = null;
  if (bareURL) {
    bare = { ...BARE_ENDPOINT, check: await checkEndpoint(bareURL, BARE_ENDPOINT) };
    bare.load = await loadEndpoint(bareURL, bare, settings);
    logLoad(bare.name, bare.load, log);
  }
  for (const endpoint of measured) {
    endpoint.load = await loadEndpoint(baseURL, endpoint, settings);
    logLoad(endpoint.name, endpoint.load, log);
  }
  const trivial = measured.find((endpoint) => endpoint.trivial);
  for (const endpoint of measured) {
    endpoint.ratio = round(endpoint.load.reqPerSec / trivial.load.reqPerSec);
    endpoint.p99Ratio = round(endpoint.load.latencyMs.p99 / trivial.load.latencyMs.p99);
  }
  if (bare) trivial.bareRatio = round(trivial.load.reqPerSec / bare.load.reqPerSec);
  return { baseURL, bare, endpoints: measured };
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
