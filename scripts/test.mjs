/**
 * `npm test`: every check and test layer — lint and format, typecheck, generated files up to date (these four
 * side by side, two at a time), then in order a fresh web build, the Worker bundled as for deploy, the migrations matching the tables, then
 * side by side the Worker tests (workerd, real D1/R2), component tests (happy-dom) and script tests (Node) in one run, and e2e in
 * Chromium against the built Worker served by Miniflare (scripts/lib/local-worker.mjs) in another. Each prints its own summary; the exit code is
 * non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, runCaptured, runToCode } from './lib/run.mjs';
import { migrationsMatchTables, routeTreeKeptUpToDate, workerBundleSize } from './lib/checks.mjs';
import { describeE2eFailures } from './lib/e2e-failures.mjs';

if (!existsSync('node_modules/.bin/vitest')) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const command = (name, args) => () => runToCode(bin(name), args);
const captured = (name, args) => () => runCaptured(bin(name), args);

/**
 * Checks of the sources alone, run side by side (each of eslint and tsc keeps one core busy): each one's output is
 * held back and printed whole under its name when it ends, so a failure reads as if they had run one by one.
 */
const sourceChecks = [
  { name: 'lint', run: captured('eslint', ['--max-warnings', '0', '.']) },
  { name: 'typecheck', run: captured('tsc', ['-b']) },
  { name: 'format', run: captured('prettier', ['--check', '--log-level', 'warn', '.']) },
  {
    name: 'wrangler types up to date',
    run: captured('wrangler', [
      'types',
      'worker/worker-configuration.d.ts',
      '--env-file',
      '.dev.vars.example',
      '--strict-vars=false',
      '--check',
    ]),
  },
];

const steps = [
  // The Worker serves the build through its assets binding, in its tests as in e2e.
  {
    name: 'web build (route tree up to date)',
    run: () => routeTreeKeptUpToDate(command('vite', ['build', '--logLevel', 'warn'])),
    needed: true,
  },
  { name: 'worker bundle (wrangler deploy --dry-run)', run: workerBundleSize },
  { name: 'migrations match schema/tables.ts (drizzle-kit check, generate)', run: migrationsMatchTables },
];

/**
 * The test layers, side by side like the source checks: the worker, web and scripts tests keep both cores busy, while
 * a browser test mostly waits on its page (the e2e run alone kept the cores a third busy), so the e2e tests run in
 * what the other layers leave idle instead of after them.
 */
const testLayers = [
  {
    name: 'worker + web + scripts tests',
    run: captured('vitest', ['run', '--project', 'worker', '--project', 'web', '--project', 'scripts']),
  },
  { name: 'e2e tests (Chromium)', run: captured('vitest', ['run', '--project', 'e2e']) },
];

const results = [];

/** Runs `checks` two at a time; answers their results in their own order. */
async function sideBySide(checks) {
  const codes = [];
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < checks.length; index = next++) {
      const { code, output } = await checks[index].run();
      console.log(`\n=== ${checks[index].name} ===${output.trim() ? `\n${output.trimEnd()}` : ''}`);
      codes[index] = code;
    }
  };
  await Promise.all([lane(), lane()]);
  return checks.map(({ name }, index) => ({ name, code: codes[index] }));
}

results.push(...(await sideBySide(sourceChecks)));
let built = true;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const code = await step.run();
  results.push({ name: step.name, code });
  // Everything after the build needs it; without one it would test stale files.
  if (step.needed && code !== 0) {
    built = false;
    break;
  }
}
if (built) {
  console.log(`\n(${testLayers.map(({ name }) => name).join(' and ')} running side by side; each prints when it ends)`);
  results.push(...(await sideBySide(testLayers)));
}

console.log('\n=== summary ===');
for (const { name, code } of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}`);
const failed = results.filter((result) => result.code !== 0).length;
const skipped = sourceChecks.length + steps.length + testLayers.length - results.length;
if (skipped) console.log(`FAIL  ${skipped} step(s) not run after the build failed`);
const e2eFailures = describeE2eFailures();
if (e2eFailures) console.log(`\n${e2eFailures}`);
process.exit(failed || skipped ? 1 : 0);
