/**
 * `npm start`: the one command that runs the shop on http://localhost:8787 (PORT overrides).
 * Installs dependencies if needed, writes .dev.vars once, migrates and seeds the local D1/R2, builds
 * the web app and serves the production build with `wrangler dev`.
 *
 * `npm run dev` (--dev): the same state, served by Vite with @cloudflare/vite-plugin instead: the
 * Worker in workerd and the React app with hot module replacement, in one process (vite.config.ts).
 *
 * Either way the server is watched: when its Worker stops answering it is restarted, and after three
 * restarts within ten minutes `npm start` stops and says so (lib/supervise.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('node_modules/.bin/wrangler')) {
  console.log('Installing dependencies (npm ci)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const { ensureDevVars } = await import('./lib/dev-vars.mjs');
const { applyLocalMigrations, buildWeb, seedLocalState } = await import('./lib/local-state.mjs');
const { bin, toolEnv } = await import('./lib/run.mjs');
const { BUILT_WORKER_CONFIG, LOCAL_STATE } = await import('./lib/worker-paths.mjs');
const { superviseServer, workerAnswers } = await import('./lib/supervise.mjs');

const dev = process.argv.includes('--dev');
const port = process.env.PORT || '8787';

const vars = ensureDevVars();
if (vars.created) {
  console.log(`\nWrote .dev.vars with admin user "${vars.username}".`);
  if (vars.password) console.log(`Admin password (shown once, kept only as a hash): ${vars.password}\n`);
}

applyLocalMigrations();
seedLocalState();

if (!dev) buildWeb();

function startServer() {
  const options = { stdio: 'inherit', env: toolEnv };
  if (dev) return spawn(bin('vite'), ['dev', '--port', port, '--strictPort', '--host', '127.0.0.1'], options);
  return spawn(
    bin('wrangler'),
    [
      'dev',
      '--config',
      BUILT_WORKER_CONFIG,
      '--persist-to',
      LOCAL_STATE,
      '--local',
      '--port',
      port,
      '--ip',
      '127.0.0.1',
      '--live-reload=false',
    ],
    options,
  );
}

console.log(
  `\nThe shop is starting on http://localhost:${port}${dev ? ' (development: changes apply as you save)' : ''} (Ctrl+C stops it).\n`,
);

// wrangler dev outlives a dead Worker process and would answer errors forever: restart it instead (lib/supervise.mjs).
const supervisor = superviseServer({ start: startServer, probe: () => workerAnswers(`http://127.0.0.1:${port}`) });
process.on('SIGINT', supervisor.stop);
process.on('SIGTERM', supervisor.stop);
