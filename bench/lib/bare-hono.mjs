/**
 * The bare Hono Worker (bench/bare-hono/index.mjs), bundled by `wrangler deploy --dry-run` with the shop's compatibility
 * date and flags, and served by the shop's own runner (scripts/lib/local-worker.mjs: Miniflare, the same options and
 * bindings), so the only difference the load sees is the Worker's code.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { bundleWorker } from './build.mjs';
import { startServer } from './server.mjs';

const ENTRY = 'bench/bare-hono/index.mjs';

/** Bundles the bare Worker under `tmpDir`; resolves with its bundle folder. */
export async function bundleBareHono(tmpDir) {
  const shop = unstable_readConfig({ config: 'wrangler.jsonc' }, { hideWarnings: true });
  mkdirSync(tmpDir, { recursive: true });
  const dir = resolve(mkdtempSync(join(tmpDir, 'bare-hono-config-')));
  const config = join(dir, 'wrangler.json');
  const settings = {
    name: 'bare-hono',
    main: resolve(ENTRY),
    compatibility_date: shop.compatibility_date,
    compatibility_flags: shop.compatibility_flags,
  };
  writeFileSync(config, JSON.stringify(settings));
  return { ...(await bundleWorker(tmpDir, config)), configDir: dir };
}

/** The bundled bare Worker on its own port, on a state folder of its own (it reads none of it). */
export const startBareHono = ({ bundleDir, stateDir, port }) => startServer({ bundleDir, stateDir, port });
