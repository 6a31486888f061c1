import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '#scripts/lib/dev-vars.mjs';
import { BUILT_WORKER_CONFIG } from '#scripts/lib/worker-paths.mjs';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-correct-horse-battery' } as const;

const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CI: 'true',
};

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: quietEnv, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early (${child.exitCode}):\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer ${url} within ${timeoutMs / 1000}s:\n${log()}`);
}

export type LocalServer = { baseURL: string; stop: () => Promise<void> };

/**
 * The built app under `wrangler dev` on a free port, with its own migrated and seeded D1/R2
 * in a temporary folder and known admin credentials; `stop` ends it and removes the state.
 */
export async function startLocalServer(): Promise<LocalServer> {
  const stateDir = mkdtempSync(join(tmpdir(), 'gem-e2e-'));
  run('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
  run('node_modules/.bin/tsx', ['scripts/seed.ts', '--persist-to', stateDir]);
  const envFile = join(stateDir, 'e2e.env');
  writeFileSync(
    envFile,
    [
      `ADMIN_USERNAME=${E2E_ADMIN.username}`,
      // wrangler expands $NAME in --env-file values; the hash's separators must stay literal.
      `ADMIN_PASSWORD_HASH=${hashPassword(E2E_ADMIN.password).replaceAll('$', '\\$')}`,
      'UPLOAD_SIGNING_SECRET=e2e-upload-signing-secret',
      // Nothing listens here: the rates come from the fallback table, deterministically.
      'RATES_URL=http://127.0.0.1:9/latest/USD',
      '',
    ].join('\n'),
  );

  const port = await freePort();
  const args = [
    'dev',
    '--config',
    BUILT_WORKER_CONFIG,
    '--local',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    stateDir,
    '--env-file',
    envFile,
    '--show-interactive-dev-session=false',
    '--inspector-port',
    String(await freePort()),
  ];
  const child = spawn('node_modules/.bin/wrangler', args, { env: quietEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    rmSync(stateDir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(`${baseURL}/api/rates`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
