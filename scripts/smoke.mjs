/**
 * `npm run smoke -- https://shop.example [--write]`: checks a deployed shop from outside (lib/smoke.mjs), read-only
 * unless --write (staging only: refused against wrangler.jsonc's production routes and PUBLIC_ORIGIN). Exit 1 when a
 * check failed.
 */
import { unstable_readConfig } from 'wrangler';
import { productionHostsOf, smoke } from './lib/smoke.mjs';

const args = process.argv.slice(2);
const base = args.find((arg) => !arg.startsWith('--'));
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npm run smoke -- https://<the shop> [--write]');
  process.exit(2);
}
const production = unstable_readConfig({ config: 'wrangler.jsonc' }, { hideWarnings: true });
const failed = await smoke(base, { write: args.includes('--write'), productionHosts: productionHostsOf(production) });
process.exit(failed === 0 ? 0 : 1);
