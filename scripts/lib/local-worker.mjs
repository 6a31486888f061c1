/**
 * The built Worker in workerd through Miniflare's API, with D1, R2 and the assets binding as
 * wrangler.jsonc declares them (wrangler's own translation of the config), persisted under `stateDir`
 * (wrangler's `--persist-to` layout: <stateDir>/v3/{d1,r2,cache}), on a free port of 127.0.0.1.
 *
 * No `wrangler dev` in front: its proxy ends the whole server when one browser request is aborted
 * mid-flight (cloudflare/workers-sdk#15203, #15451), which a browser suite does all the time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

const CONFIG = 'wrangler.jsonc';
const SECRETS_EXAMPLE = '.dev.vars.example';

/** KEY=VALUE lines of a .dev.vars file, taken literally (no $ expansion, no quotes). */
export function readVars(path) {
  const vars = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

/** The bundle's ES modules, its entry `index.js` first (Miniflare's main module), as paths inside `dir`. */
function modulesOf(dir) {
  const chunks = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js') && file !== 'index.js');
  return ['index.js', ...chunks].map((file) => ({ type: 'ESModule', path: join(dir, file) }));
}

/**
 * Starts the Worker bundled into `bundleDir` (its entry `index.js` and the chunks it imports). Its
 * bindings are the config's vars, then the placeholder secrets of .dev.vars.example (never a
 * developer's .dev.vars), then `bindings`. `inspectorPort` opens workerd's V8 inspector there (the
 * load reads the Worker's heap through it). Returns the base URL, Miniflare, the Worker's name and `stop`.
 */
export async function startLocalWorker({ bundleDir, stateDir, bindings = {}, inspectorPort }) {
  const config = unstable_readConfig({ config: CONFIG }, { hideWarnings: true });
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config, undefined, { envFiles: [SECRETS_EXAMPLE] });
  delete workerOptions.modulesRules;

  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: '127.0.0.1',
      port: 0,
      ...(inspectorPort === undefined ? {} : { inspectorPort }),
      cf: false,
      resourcePersistencePath: join(stateDir, 'v3'),
      workers: [
        {
          ...workerOptions,
          name: config.name,
          modules: modulesOf(bundleDir),
          modulesRoot: bundleDir,
          bindings: { ...config.vars, ...readVars(SECRETS_EXAMPLE), ...bindings },
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
