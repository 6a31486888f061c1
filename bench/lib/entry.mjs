/**
 * What `npm run bench` and `npm run load` check and set before anything else: the project's Node 24 (their
 * modules import TypeScript, schema/catalog.ts, as Node 24 can and the machine's Node 20 cannot), and
 * Wrangler and Miniflare kept off the network, as in scripts/lib/run.mjs. Import it before those modules.
 */
export function prepareEntry(command) {
  if (!process.features.typescript) {
    console.error(`${command} needs the project's Node 24 (node_modules/.bin/node); this is Node ${process.version}. Use ${command}.`);
    process.exit(1);
  }
  Object.assign(process.env, { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true' });
}
