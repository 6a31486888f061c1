/**
 * The server `npm start` runs and watches (lib/supervise.mjs), in a process of its own:
 * `node scripts/lib/serve-local.mjs <port> <state dir> <.dev.vars>`. It serves the built Worker
 * (dist/gemstone_shop) in workerd through the shared Miniflare runner (lib/local-worker.mjs) on
 * 127.0.0.1:<port>, its D1/R2 in <state dir> and its secrets from <.dev.vars>. No `wrangler dev` proxy in front
 * (README, "npx wrangler dev"). It ends when told to (SIGTERM, SIGINT) and when `npm start` itself is gone.
 */
import { dirname } from 'node:path';
import { Log, LogLevel } from 'miniflare';
import { startLocalWorker } from './local-worker.mjs';
import { BUILT_WORKER_CONFIG, localMailDir } from './worker-paths.mjs';

const [port, stateDir, secretsFile] = process.argv.slice(2);
if (!port || !stateDir || !secretsFile) {
  console.error('Usage: node scripts/lib/serve-local.mjs <port> <state dir> <.dev.vars>');
  process.exit(2);
}

const worker = await startLocalWorker({
  bundleDir: dirname(BUILT_WORKER_CONFIG),
  stateDir,
  secretsFile,
  port: Number(port),
  // Miniflare's warnings (a workerd crash it restarts from) and errors reach the watcher's log.
  log: new Log(LogLevel.WARN),
  // Mail sent through the send_email binding is written here (npm start prints where; README, "Mail").
  mailDir: localMailDir(stateDir),
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void worker.stop().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Started with an IPC channel by `npm start`: when that process is gone, so is the reason to serve.
process.on('disconnect', stop);
