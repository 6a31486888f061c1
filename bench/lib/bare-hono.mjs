/**
 * The bare Hono Workers (bench/bare-hono), bundled by `wrangler deploy --dry-run` with the shop's compatibility date and
 * flags, and served by the shop's own runner (scripts/lib/local-worker.mjs: Miniflare, the same options and bindings),
 * so the only difference the load sees is the Worker's code.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { bundleWorker } from './build.mjs';
import { startServer } from './server.mjs';

/** The budget's floor: nothing but Hono. */
export const BARE_HONO = 'bench/bare-hono/index.mjs';
/** The same, sending the shop's API headers: reported beside the budget, not budgeted. */
export const BARE_HONO_WITH_API_HEADERS = 'bench/bare-hono/with-api-headers/index.mjs';

/** Bundles the bare Worker of `entry` under `tmpDir`; resolves with its bundle folder. */
export async function bundleBareHono(tmpDir, entry = BARE_HONO) {
  const shop = unstable_readConfig({ config: 'wrangler.jsonc' }, { hideWarnings: true });
  mkdirSync(tmpDir, { recursive: true });
  const dir = resolve(mkdtempSync(join(tmpDir, 'bare-hono-config-')));
  const config = join(dir, 'wrangler.json');
  const settings = {
    name: 'bare-hono',
    main: resolve(entry),
    compatibility_date: shop.compatibility_date,
    compatibility_flags: shop.compatibility_flags,
  };
  writeFileSync(config, JSON.stringify(settings));
  return { ...(await bundleWorker(tmpDir, config)), configDir: dir };
}

/** A bundled bare Worker on its own port, on a state folder of its own (it reads none of it). */
export const startBareHono = ({ bundleDir, stateDir, port }) => startServer({ bundleDir, stateDir, port });
