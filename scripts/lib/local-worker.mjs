/**
 * The one runner of the built Worker outside Cloudflare, for `npm start`, the e2e tests and the bench: workerd
 * through Miniflare's API, with D1, R2 and the assets binding as wrangler.jsonc declares them (wrangler's own
 * translation of the config), persisted under `stateDir` (wrangler's `--persist-to` layout:
 * <stateDir>/v3/{d1,r2,cache}, so `wrangler d1 execute --local` sees the same data), on 127.0.0.1.
 *
 * No `wrangler dev` in front: its proxy ends the whole server when one request is aborted mid-flight or
 * refused before its body was read (cloudflare/workers-sdk#15203, #15317, #15447, #15451), which browsers
 * and hostile clients do all the time.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { readDevVars } from './dev-vars.mjs';

const CONFIG = 'wrangler.jsonc';
const SECRETS_EXAMPLE = '.dev.vars.example';

/** The bundle's ES modules, its entry `index.js` first (Miniflare's main module), as paths inside `dir`. */
function modulesOf(dir) {
  const chunks = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && file !== 'index.js');
  return ['index.js', ...chunks].map((file) => ({ type: 'ESModule', path: join(dir, file) }));
}

/**
 * Starts the Worker bundled into `bundleDir` (its entry `index.js` and the chunks it imports) on `port`
 * (0: a free one). Its bindings are the config's vars, then the secrets of `secretsFile` (by default the
 * placeholders of .dev.vars.example, never a developer's .dev.vars; `npm start` passes its .dev.vars), then
 * `bindings`. `inspectorPort` opens workerd's V8 inspector there (the load reads the Worker's heap through
 * it); `log` is Miniflare's (silent by default). `mailDir`: the folder Miniflare's send_email binding writes each message
 * under (by default a temporary folder of its own; see worker-paths.mjs, localMailDir). Returns the base URL, Miniflare, the Worker's
 * name and `stop`.
 */
export async function startLocalWorker({
  bundleDir,
  stateDir,
  bindings = {},
  inspectorPort,
  port = 0,
  secretsFile = SECRETS_EXAMPLE,
  log,
  mailDir,
}) {
  const config = unstable_readConfig({ config: CONFIG }, { hideWarnings: true });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config, undefined, { envFiles: [] });
  delete workerOptions.modulesRules;

  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port,
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      ...(log === undefined ? {} : { log }),
      cf: false,
      resourcePersistencePath: join(stateDir, 'v3'),
      ...(mailDir === undefined ? {} : { resourceTmpPath: mailDir }),
      workers: [
        {
          ...workerOptions,
          name: config.name,
          modules: modulesOf(bundleDir),
          modulesRoot: bundleDir,
          bindings: { ...config.vars, ...readDevVars(secretsFile), ...bindings },
        },
      ],
    }),
  );
  const url = await mf.ready;
  let stopped = false;
  return {
    baseURL: url.origin,
    mf,
    workerName: config.name,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await mf.dispose();
    },
  };
}
