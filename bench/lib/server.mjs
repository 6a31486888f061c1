/**
 * Step 3's server: the Worker as `wrangler deploy` would upload it, in workerd through Miniflare's API
 * (scripts/lib/local-worker.mjs), its state in the bench's folder. /api/rates answers the fallback
 * table at once: nothing listens at its RATES_URL, so no figure waits on the internet. Payments are simulated
 * (PAYMENTS_MODE=demo), as under `npm start`. With
 * `inspectorPort`, workerd's V8 inspector listens there (bench/lib/isolate-heap.mjs); `port`: where it listens (0 or none: a free one).
 */
import { hashPassword } from '#scripts/lib/dev-vars.mjs';
import { startLocalWorker } from '#scripts/lib/local-worker.mjs';
import { BENCH_ADMIN } from './cpu-requests.mjs';

export function startServer({ bundleDir, stateDir, inspectorPort, port }) {
  return startLocalWorker({
    bundleDir,
    stateDir,
    inspectorPort,
    port,
    bindings: {
      RATES_URL: 'http://127.0.0.1:9/latest/USD',
      PAYMENTS_MODE: 'demo',
      // A staff member whose sign-in the CPU measurement times (bench/lib/cpu-requests.mjs).
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD_HASH: hashPassword(BENCH_ADMIN.password),
    },
  });
}
