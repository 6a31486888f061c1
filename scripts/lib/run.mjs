import { spawn, spawnSync } from 'node:child_process';

/** Wrangler must not reach for the network: no metrics, no cf-fetch, no banner. */
export const quietWranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CI: process.env.CI ?? 'true',
};

/** Runs a command to completion with inherited output; exits the process when it fails. */
export function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: quietWranglerEnv, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a command and resolves with its exit code (output inherited). */
export function runToCode(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: quietWranglerEnv, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export const bin = (name) => `node_modules/.bin/${name}`;
