/**
 * `npm test`: every check and test layer, in order — lint and format, typecheck, generated files up to
 * date, a fresh web build, the Worker bundled as for deploy, the migrations matching the tables, then the
 * Worker tests (workerd, real D1/R2), component tests (happy-dom), script tests (Node), and e2e in
 * Chromium against the built Worker served by Miniflare (scripts/lib/local-worker.mjs). Each prints its own summary; the exit code is
 * non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, runToCode } from './lib/run.mjs';
import { migrationsMatchTables, routeTreeKeptUpToDate, workerBundleSize } from './lib/checks.mjs';
import { describeE2eFailures } from './lib/e2e-failures.mjs';

if (!existsSync('node_modules/.bin/vitest')) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const command = (name, args) => () => runToCode(bin(name), args);

const steps = [
  { name: 'lint', run: command('eslint', ['--max-warnings', '0', '.']) },
  { name: 'format', run: command('prettier', ['--check', '--log-level', 'warn', '.']) },
  { name: 'typecheck', run: command('tsc', ['-b']) },
  {
    name: 'wrangler types up to date',
    run: command('wrangler', [
      'types',
      'worker/worker-configuration.d.ts',
      '--env-file',
      '.dev.vars.example',
      '--strict-vars=false',
      '--check',
    ]),
  },
  // The Worker serves the build through its assets binding, in its tests as in e2e.
  {
    name: 'web build (route tree up to date)',
    run: () => routeTreeKeptUpToDate(command('vite', ['build', '--logLevel', 'warn'])),
    needed: true,
  },
  { name: 'worker bundle (wrangler deploy --dry-run)', run: workerBundleSize },
  { name: 'migrations match schema/tables.ts (drizzle-kit check, generate)', run: migrationsMatchTables },
  {
    name: 'worker + web + scripts tests',
    run: command('vitest', ['run', '--project', 'worker', '--project', 'web', '--project', 'scripts']),
  },
  { name: 'e2e tests (Chromium)', run: command('vitest', ['run', '--project', 'e2e']) },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const code = await step.run();
  results.push({ name: step.name, code });
  // Everything after the build needs it; without one it would test stale files.
  if (step.needed && code !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, code } of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}`);
const failed = results.filter((result) => result.code !== 0).length;
const skipped = steps.length - results.length;
if (skipped) console.log(`FAIL  ${skipped} step(s) not run after the build failed`);
const e2eFailures = describeE2eFailures();
if (e2eFailures) console.log(`\n${e2eFailures}`);
process.exit(failed || skipped ? 1 : 0);
