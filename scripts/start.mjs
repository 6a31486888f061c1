/**
 * `npm start`: the one command that runs the shop on http://localhost:8787 (PORT overrides).
 * Installs dependencies if needed, writes .dev.vars once, migrates and seeds the local D1/R2,
 * builds the web app and serves everything with `wrangler dev`. `--dev` also rebuilds on change.
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

const watch = process.argv.includes('--dev');
const port = process.env.PORT || '8787';

const vars = ensureDevVars();
if (vars.created) {
  console.log(`\nWrote .dev.vars with admin user "${vars.username}".`);
  if (vars.password) console.log(`Admin password (shown once, kept only as a hash): ${vars.password}\n`);
}

applyLocalMigrations();
seedLocalState();
buildWeb();

const children = [];
// Rebuilding into a folder that is never emptied keeps wrangler's asset watcher from seeing it bare.
if (watch) children.push(spawn(bin('vite'), ['build', '--watch', '--emptyOutDir', 'false', '--logLevel', 'warn'], { stdio: 'inherit' }));
children.push(
  spawn(bin('wrangler'), ['dev', '--local', '--port', port, '--ip', '127.0.0.1', ...(watch ? [] : ['--live-reload=false'])], {
    stdio: 'inherit',
    env: toolEnv,
  }),
);
console.log(`\nThe shop is starting on http://localhost:${port} (Ctrl+C stops it).\n`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.at(-1)?.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
