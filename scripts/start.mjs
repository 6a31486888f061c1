/**
 * `npm start`: the one command that runs the shop on http://localhost:8787 (PORT overrides).
 * Installs dependencies if needed, writes .dev.vars once, migrates and seeds the local D1/R2, builds
 * the web app and serves the production build: the built Worker in workerd through Miniflare
 * (lib/serve-local.mjs, the runner the e2e tests and the bench use), with no `wrangler dev` proxy in front.
 *
 * SHOP_STATE_DIR puts the D1/R2 state and the .dev.vars in that folder instead of .wrangler/state and
 * ./.dev.vars (the e2e test of npm start runs it so); SHOP_REUSE_BUILD=1 serves dist/ as it stands.
 *
 * `npm run dev` (--dev): the repository's state, served by Vite with @cloudflare/vite-plugin instead: the
 * Worker in workerd and the React app with hot module replacement, in one process (vite.config.ts).
 *
 * Either way the server is watched: whenever it dies or its Worker stops answering it is restarted, after
 * a growing pause; `npm start` gives up only when restarts in a row do not stay up (lib/supervise.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

if (!existsSync('node_modules/.bin/wrangler')) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const { addDemoPaymentsIfUnset, ensureDevVars, readDevVars } = await import('./lib/dev-vars.mjs');
const { applyLocalMigrations, buildWeb, localStaffExists, seedLocalState } = await import('./lib/local-state.mjs');
const { bin, toolEnv } = await import('./lib/run.mjs');
const { LOCAL_STATE, localMailDir } = await import('./lib/worker-paths.mjs');
const { portIsFree, portTakenMessage, superviseServer, workerAnswers } = await import('./lib/supervise.mjs');

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '8787';
const command = dev ? 'npm run dev' : 'npm start';
// Another server on the port would answer the watcher's probe for ours, which could only fail to listen.
if (!(await portIsFree(port).catch(() => true))) {
  console.error(portTakenMessage(port, command));
  process.exit(1);
}
const ownState = dev ? undefined : process.env.SHOP_STATE_DIR;
if (ownState) mkdirSync(ownState, { recursive: true });
const stateDir = ownState ?? LOCAL_STATE;
const devVarsFile = ownState ? join(ownState, '.dev.vars') : '.dev.vars';

const vars = ensureDevVars(devVarsFile);
if (vars.created) {
  console.log(`\nWrote .dev.vars with admin user "${vars.username}".`);
  if (vars.password) console.log(`Admin password (shown once, kept only as a hash): ${vars.password}\n`);
} else if (addDemoPaymentsIfUnset(devVarsFile)) {
  console.log('Added PAYMENTS_MODE=demo to .dev.vars: it named no payment provider, so payments are simulated.');
}

applyLocalMigrations(ownState);
if (vars.created && (await localStaffExists(ownState))) {
  // README, "Forgot the password?": the variables make the first owner only while nobody is on the staff.
  const afresh = ownState
    ? `delete ${stateDir} (the local data goes, and this ${devVarsFile} with it) and start again, for a new password`
    : `delete ${stateDir} (the local data goes) and start again: this ${devVarsFile} then makes the owner`;
  console.log(
    `\nThe local database (${stateDir}) already has its staff, so the new ${devVarsFile} makes no owner: ` +
      `${vars.password ? 'the password above' : 'ADMIN_PASSWORD'} signs nobody in. Sign in as before. Forgot that password? ` +
      `Put a new hash on your row (README, "Forgot the password?"), or ${afresh}.\n`,
  );
}
seedLocalState(ownState);

if (!dev && process.env.SHOP_REUSE_BUILD !== '1') buildWeb();

/**
 * The server, its stderr piped so that a final failure can be quoted. `npm start`'s is in a process group of
 * its own, so that Ctrl+C reaches only this watcher, which then ends it; its IPC channel ends it if this
 * process dies.
 */
function startServer() {
  if (dev) {
    return spawn(bin('vite'), ['dev', '--port', port, '--strictPort', '--host', '127.0.0.1'], {
      stdio: ['inherit', 'inherit', 'pipe'],
      env: toolEnv,
    });
  }
  return spawn(process.execPath, ['scripts/lib/serve-local.mjs', port, stateDir, devVarsFile], {
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    env: toolEnv,
    detached: true,
  });
}

/** Where the mail goes, or how to have it written (README, "Mail"). */
function describeMail() {
  const provider = readDevVars(devVarsFile).MAIL_PROVIDER;
  if (provider === 'send_email') {
    const folder = dev ? 'a temporary folder' : `${localMailDir(stateDir)}/email/<this run>/`;
    return `Mail (MAIL_PROVIDER=send_email) is written by Miniflare's local binding to ${folder} (email-text/*.txt, email-html/*.html): each message's files are printed here as it is sent, and removed when the shop stops.`;
  }
  if (provider) return `Mail goes through MAIL_PROVIDER=${provider} (.dev.vars).`;
  return `Mail is off: add MAIL_PROVIDER="send_email" and MAIL_FROM="shop@localhost.example" to ${devVarsFile} to have it written to local files.`;
}

console.log(
  `\nThe shop is starting on http://localhost:${port}${dev ? ' (development: changes apply as you save)' : ''} (Ctrl+C stops it).\n${describeMail()}\n`,
);

const supervisor = superviseServer({
  start: startServer,
  probe: () => workerAnswers(`http://127.0.0.1:${port}`),
  port,
  command,
});
process.on('SIGINT', supervisor.stop);
process.on('SIGTERM', supervisor.stop);
