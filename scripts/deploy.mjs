/**
 * `npm run deploy [-- --dry-run]` and `npm run deploy:staging [-- --dry-run]`: build, preflight, deploy
 * (lib/deploy.mjs). `--env <name>` picks an environment of wrangler.jsonc's `env` (staging).
 */
import { runDeploy } from './lib/deploy.mjs';
import { environmentOf, realPreflightTools } from './lib/preflight-tools.mjs';
import { bin, runToCode, toolEnv } from './lib/run.mjs';

const args = process.argv.slice(2);
const environment = environmentOf(args);

const code = await runDeploy({
  environment,
  dryRun: args.includes('--dry-run'),
  print: (line) => console.log(line),
  tools: {
    runShown: (command, commandArgs, env) => runToCode(bin(command), commandArgs, { env: { ...toolEnv, ...env } }),
    preflight: () => realPreflightTools(environment),
  },
});
process.exit(code);
