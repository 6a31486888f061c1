/**
 * `npm run deploy` and `npm run deploy:staging` as a list of steps (scripts/deploy.mjs runs it): build for the
 * environment, check everything (lib/preflight.mjs) and refuse with one list, and only then deploy. `--dry-run`
 * prints every step and command and runs none.
 */
import { envSuffix, preflightProblems } from './preflight.mjs';
import { BUILT_WORKER_CONFIG } from './worker-paths.mjs';

/**
 * The steps, each with what it shows in a dry run and what it does. `tools.runShown(command, args, env)` runs a
 * command with its output shown and resolves with its exit code; `tools.preflight()` the preflight's tools.
 */
export function deploySteps(environment) {
  const buildEnv = environment === 'production' ? {} : { CLOUDFLARE_ENV: environment };
  const buildPrefix = environment === 'production' ? '' : `CLOUDFLARE_ENV=${environment} `;
  return [
    {
      name: 'build',
      shows: [`${buildPrefix}vite build`],
      run: async (tools) =>
        (await tools.runShown('vite', ['build', '--logLevel', 'warn'], buildEnv)) === 0 || ['The build failed (above).'],
    },
    {
      name: 'preflight',
      shows: [
        'wrangler.jsonc: no placeholder database_id, PUBLIC_ORIGIN or route',
        `dist/ is the build of this environment, newer than every source`,
        `wrangler secret list --format json${envSuffix(environment)}: the required secrets and every active provider's, no PAYMENTS_MODE in production`,
        `wrangler d1 migrations list DB --remote${envSuffix(environment)}: nothing left to apply`,
      ],
      run: async (tools) => {
        const problems = await preflightProblems(tools.preflight(), environment);
        return problems.length === 0 || problems;
      },
    },
    {
      name: 'deploy',
      shows: [`wrangler deploy --config ${BUILT_WORKER_CONFIG}`],
      run: async (tools) =>
        (await tools.runShown('wrangler', ['deploy', '--config', BUILT_WORKER_CONFIG], {})) === 0 || ['wrangler deploy failed (above).'],
    },
  ];
}

/**
 * Runs (or, dry, only prints) the steps in order; the first that finds problems stops the deploy and they are
 * printed as one list. Resolves with the exit code.
 */
export async function runDeploy({ environment, dryRun, tools, print }) {
  const steps = deploySteps(environment);
  if (dryRun) {
    print(`Dry run of the ${environment} deploy: these steps would run, in order; nothing was run.`);
    steps.forEach((step, index) => {
      print(`${index + 1}. ${step.name}`);
      for (const shown of step.shows) print(`   ${shown}`);
    });
    print(`Then check the deployed shop: npm run smoke -- <its address>${environment === 'production' ? '' : ' --write'}`);
    return 0;
  }
  for (const step of steps) {
    print(`\n=== ${step.name} ===`);
    const outcome = await step.run(tools);
    if (outcome !== true) {
      print(`\n✖ Not deployed. Fix ${outcome.length === 1 ? 'this' : `these ${outcome.length}`} first:`);
      for (const problem of outcome) print(`  - ${problem}`);
      return 1;
    }
  }
  print(`\n✔ Deployed (${environment}). Check it from outside: npm run smoke -- <its address>`);
  return 0;
}
