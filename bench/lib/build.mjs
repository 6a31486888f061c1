/** Step 1: the web app and its Worker into dist/ (vite build), and the Worker as `wrangler deploy` uploads it. */
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bin, runCaptured } from '#scripts/lib/run.mjs';
import { BUILT_WORKER_CONFIG } from '#scripts/lib/worker-paths.mjs';

/** Runs a tool to completion; throws with everything it printed when it fails. */
async function run(name, args) {
  const { code, output } = await runCaptured(bin(name), args);
  if (code !== 0) throw new Error(`${name} ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return output;
}

/**
 * Hidden source maps: the served files are byte for byte the production ones (no sourceMappingURL line), and the
 * report's treemap reads the maps beside them (bench/lib/treemap.mjs).
 */
export async function buildWeb() {
  await run('vite', ['build', '--logLevel', 'warn', '--sourcemap', 'hidden']);
}

/**
 * `wrangler deploy --dry-run --outdir <dir>` on the built Worker (as scripts/lib/checks.mjs does), or on `config`'s: the
 * Worker exactly as it would be uploaded, its entry and the chunks it imports (the server renderer's
 * routes and languages load on demand). Returns the entry, its folder and wrangler's size line.
 */
export async function bundleWorker(parent, config = BUILT_WORKER_CONFIG) {
  mkdirSync(parent, { recursive: true });
  const outdir = resolve(mkdtempSync(join(parent, 'worker-')));
  const output = await run('wrangler', ['deploy', '--config', config, '--dry-run', '--outdir', outdir]);
  const files = readdirSync(outdir, { recursive: true }).map(String);
  // The bench loads the bundle as ES modules; a bundle that grew other module types (wasm, text) needs rules for them.
  const foreign = files.filter((file) => !/\.(js|map)$|^README\.md$|^assets$/.test(file));
  if (!files.includes('index.js') || foreign.length > 0) {
    throw new Error(
      `Unexpected Worker bundle in ${outdir}: ${files.join(', ')} (the bench expects JavaScript modules, the entry named index.js).`,
    );
  }
  const upload = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(output);
  return {
    outdir,
    totalUpload: upload?.[1] ?? null,
    totalUploadGzip: upload?.[2] ?? null,
  };
}
