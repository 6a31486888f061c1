/**
 * `npm test`: every layer, in order — typecheck, a fresh web build, worker tests (workerd, real D1/R2),
 * web component tests (happy-dom), then e2e in Chromium against the build served by wrangler dev.
 * Each runner prints its own summary; the exit code is non-zero when any step failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bin, runToCode } from './lib/run.mjs';

if (!existsSync('node_modules/.bin/vitest')) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  // The Worker serves the build through its assets binding, in its tests as in e2e.
  { name: 'web build', command: bin('vite'), args: ['build', '--logLevel', 'warn'] },
  {
    name: 'worker + web + scripts tests',
    command: bin('vitest'),
    args: ['run', '--project', 'worker', '--project', 'web', '--project', 'scripts'],
  },
  { name: 'e2e tests (Chromium)', command: bin('vitest'), args: ['run', '--project', 'e2e'] },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const code = await runToCode(step.command, step.args);
  results.push({ name: step.name, code });
  // Everything after needs the build; without one it would test stale files.
  if (step.name === 'web build' && code !== 0) break;
}

console.log('\n=== summary ===');
for (const { name, code } of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}`);
const failed = results.filter((result) => result.code !== 0).length;
const skipped = steps.length - results.length;
if (skipped) console.log(`FAIL  ${skipped} step(s) not run after the build failed`);
process.exit(failed || skipped ? 1 : 0);
