/**
 * `npm run preflight [-- --env staging]`: the checks `npm run deploy` makes before deploying (lib/preflight.mjs),
 * on their own: one list of everything to fix, exit 1 when there is any.
 */
import { preflightProblems } from './lib/preflight.mjs';
import { environmentOf, realPreflightTools } from './lib/preflight-tools.mjs';

const args = process.argv.slice(2);
const environment = environmentOf(args);

const problems = await preflightProblems(realPreflightTools(environment), environment);
if (problems.length === 0) {
  console.log(`✔ Ready to deploy (${environment}).`);
} else {
  console.log(`✖ Not ready to deploy (${environment}). Fix ${problems.length === 1 ? 'this' : `these ${problems.length}`}:`);
  for (const problem of problems) console.log(`  - ${problem}`);
}
process.exit(problems.length === 0 ? 0 : 1);
