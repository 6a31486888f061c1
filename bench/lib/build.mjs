/** Step 1: the web app into dist/, and the Worker bundled exactly as `wrangler deploy` bundles it. */
import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bin, runCaptured } from '#scripts/lib/run.mjs';

/** Runs a tool to completion; throws with everything it printed when it fails. */
async function run(name, args) {
  const { code, output } = await runCaptured(bin(name), args);
  if (code !== 0) throw new Error(`${name} ${args.join(' ')} failed (exit ${code}):\n${output}`);
  return output;
}

export async function buildWeb() {
  await run('vite', ['build', '--logLevel', 'warn']);
}

/**
 * `wrangler deploy --dry-run --outdir <dir>` (as scripts/lib/checks.mjs does): the Worker exactly as it
 * would be uploaded. Returns the bundle's entry and wrangler's size line (`Total Upload: … / gzip: …`).
 */
export async function bundleWorker(parent) {
  mkdirSync(parent, { recursive: true });
  const outdir = resolve(mkdtempSync(join(parent, 'worker-')));
  const output = await run('wrangler', ['deploy', '--dry-run', '--outdir', outdir]);
  const files = readdirSync(outdir);
  // The bench loads the bundle as one ES module; a bundle that grew more modules (wasm, text) needs them listed.
  const extra = files.filter((file) => !['index.js', 'index.js.map', 'README.md'].includes(file));
  if (!files.includes('index.js') || extra.length > 0) {
    throw new Error(`Unexpected Worker bundle in ${outdir}: ${files.join(', ')} (the bench expects index.js alone).`);
  }
  const upload = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(output);
  return {
    outdir,
    script: join(outdir, 'index.js'),
    totalUpload: upload?.[1] ?? null,
    totalUploadGzip: upload?.[2] ?? null,
  };
}
