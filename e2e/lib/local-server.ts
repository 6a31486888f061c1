import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashPassword } from '#scripts/lib/dev-vars.mjs';
import { startLocalWorker } from '#scripts/lib/local-worker.mjs';
import { BUILT_WORKER_CONFIG, localMailDir } from '#scripts/lib/worker-paths.mjs';

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

/** `mailDir`: where the send_email binding writes each message (README, "Mail"), inside the server's own state. */
export type LocalServer = { baseURL: string; mailDir: string; stop: () => Promise<void> };

/** A temporary folder of D1/R2 state, migrated and seeded as `npm start` would find it. */
function seededState(): string {
  const stateDir = mkdtempSync(join(tmpdir(), 'gem-e2e-'));
  try {
    run('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir]);
    run('node_modules/.bin/tsx', ['scripts/seed.ts', '--persist-to', stateDir]);
    return stateDir;
  } catch (error) {
    rmSync(stateDir, { recursive: true, force: true });
    throw error;
  }
}

/** The built Worker served over `stateDir`; `stop` ends it and removes the state. */
async function serve(stateDir: string): Promise<LocalServer> {
  const removeState = () => rmSync(stateDir, { recursive: true, force: true });
  try {
    const mailDir = localMailDir(stateDir);
    const worker = await startLocalWorker({
      bundleDir: dirname(BUILT_WORKER_CONFIG),
      stateDir,
      mailDir,
      bindings: {
        ADMIN_USERNAME: E2E_ADMIN.username,
        ADMIN_PASSWORD_HASH: hashPassword(E2E_ADMIN.password),
        UPLOAD_SIGNING_SECRET: 'e2e-upload-signing-secret',
        // Nothing listens here: the rates come from the fallback table, deterministically.
        RATES_URL: 'http://127.0.0.1:9/latest/USD',
        // The checkout is paid through the simulated provider, as `npm start` does.
        PAYMENTS_MODE: 'demo',
        // Mail as `npm start`'s .dev.vars sets it (scripts/lib/dev-vars.mjs): Miniflare writes each message under mailDir.
        MAIL_PROVIDER: 'send_email',
        MAIL_FROM: 'shop@localhost.example',
      },
    });
    return {
      baseURL: worker.baseURL,
      mailDir,
      stop: async () => {
        await worker.stop();
        removeState();
      },
    };
  } catch (error) {
    removeState();
    throw error;
  }
}

/**
 * `count` servers of the built app in workerd (Miniflare, as the bench runs it), each on a free port with its own D1/R2
 * in a temporary folder, migrated and seeded (once, then copied: the seed takes seconds), with known admin credentials
 * and mail on through the send_email binding, as `npm start` has it. Each one's `stop` ends it and removes its state.
 */
export async function startLocalServers(count: number): Promise<LocalServer[]> {
  const first = seededState();
  const states = [first];
  for (let copy = 1; copy < count; copy++) {
    const stateDir = mkdtempSync(join(tmpdir(), 'gem-e2e-'));
    cpSync(first, stateDir, { recursive: true });
    states.push(stateDir);
  }
  const started = await Promise.allSettled(states.map(serve));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failure.reason;
  }
  return servers;
}
