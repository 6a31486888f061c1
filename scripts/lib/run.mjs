import { spawn, spawnSync } from 'node:child_process';
import { delimiter, resolve } from 'node:path';

/**
 * The environment every tool runs in: node_modules/.bin first, so a tool's `#!/usr/bin/env node` finds
 * the project's own Node (package.json's optional node-* dependency) before the machine's; and Wrangler
 * kept off the network: no metrics, no cf-fetch, no banner.
 */
export const toolEnv = {
  ...process.env,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CI: process.env.CI ?? 'true',
};

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: toolEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a command and resolves with its exit code (output inherited). */
export function runToCode(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', env: toolEnv, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and resolves with its exit code and everything it printed (not shown). */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: toolEnv, ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;
