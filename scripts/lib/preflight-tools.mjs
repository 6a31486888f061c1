/**
 * The real outside world of the preflight (lib/preflight.mjs): wrangler on the owner's account, wrangler.jsonc as
 * wrangler reads it for the environment, and the build in dist/ against the sources it was made from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { bin, runCaptured } from './run.mjs';
import { BUILT_WORKER_CONFIG } from './worker-paths.mjs';

/** What the build is made of: a change to any of them makes dist/ stale. */
const SOURCES = ['worker', 'web', 'schema', 'seed', 'wrangler.jsonc', 'vite.config.ts', 'package-lock.json'];
/**
 * Written by the build itself, or never part of it: a hidden file or folder (the Vite plugin writes
 * web/.wrangler/deploy/config.json just after dist/, on every build), generated files, tests.
 */
const NOT_SOURCE = /(^|\/)(\.[^/]*|routeTree\.gen\.ts|worker-configuration\.d\.ts)$|\.test\.tsx?$/;

/** The most recently changed source file: its path and modification time (ms). */
export function newestSource(paths = SOURCES) {
  let newest = { path: '(none)', time: 0 };
  const visit = (path) => {
    if (NOT_SOURCE.test(path)) return;
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stats.mtimeMs > newest.time) {
      newest = { path, time: stats.mtimeMs };
    }
  };
  for (const path of paths) if (existsSync(path)) visit(path);
  return newest;
}

/** The environment a command line names with `--env <name>` (wrangler.jsonc's `env`), else production. */
export function environmentOf(args) {
  const at = args.indexOf('--env');
  return at >= 0 && args[at + 1] ? args[at + 1] : 'production';
}

export function realPreflightTools(environment) {
  const config = unstable_readConfig(
    { config: 'wrangler.jsonc', ...(environment === 'production' ? {} : { env: environment }) },
    { hideWarnings: true },
  );
  return {
    config,
    run: (command, args) => runCaptured(bin(command), args),
    build: {
      builtConfig: () => (existsSync(BUILT_WORKER_CONFIG) ? JSON.parse(readFileSync(BUILT_WORKER_CONFIG, 'utf8')) : null),
      builtAt: () => statSync(BUILT_WORKER_CONFIG).mtimeMs,
      newestSource: () => newestSource(),
    },
  };
}
