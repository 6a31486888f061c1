/**
 * Step 3's server: the Worker as `wrangler deploy` would upload it, in workerd through Miniflare's API
 * (scripts/lib/local-worker.mjs), its state in the bench's folder. /api/rates answers the fallback
 * table at once: nothing listens at its RATES_URL, so no figure waits on the internet.
 */
import { startLocalWorker } from '#scripts/lib/local-worker.mjs';

export function startServer({ bundleDir, stateDir }) {
  return startLocalWorker({ bundleDir, stateDir, bindings: { RATES_URL: 'http://127.0.0.1:9/latest/USD' } });
}
