/**
 * Keeps `npm start`'s server honest. `wrangler dev` outlives the workerd process that runs the Worker: when
 * that process dies, wrangler goes on accepting requests and answers every one with an error. So the server
 * is asked, every few seconds, for an answer only the Worker itself gives; after a few misses in a row it is
 * restarted, and after too many restarts `npm start` stops with a message saying so.
 */

import { execFile } from 'node:child_process';

/** A path no route has: the Worker answers it with its own JSON 404, and nothing else does. */
export const PROBE_PATH = '/api/__supervisor_probe';

/** Exits 0 when the URL answers the Worker's JSON 404, 1 otherwise. */
const PROBE_SCRIPT = `fetch(process.argv[1])
  .then(async (response) => process.exit(response.status === 404 && (await response.json()).code === 'not_found' ? 0 : 1))
  .catch(() => process.exit(1));`;

/**
 * True when the Worker at `origin` answered within `timeoutMs`. The request is made by a short-lived Node
 * process of its own: wrangler dev (4.124) was seen to fail as a whole ("Network connection lost" in its
 * proxy) a few seconds after answering requests sent by the process that started it, never after the same
 * requests from another process.
 */
export function workerAnswers(origin, timeoutMs = 3000) {
  return new Promise((resolve) => {
    execFile(process.execPath, ['-e', PROBE_SCRIPT, `${origin}${PROBE_PATH}`], { timeout: timeoutMs }, (error) => resolve(!error));
  });
}

const DEFAULTS = {
  graceMs: 30_000,
  intervalMs: 5000,
  missesAllowed: 3,
  maxRestarts: 3,
  restartWindowMs: 10 * 60 * 1000,
  killAfterMs: 5000,
};

/**
 * Runs `start()` (which spawns the server and returns its ChildProcess) and watches it with `probe()`.
 * Misses only count once the server has answered at least once, so a slow start is never taken for a death.
 * Returns `stop()`, which ends the server and then the process.
 */
export function superviseServer({ start, probe, log = console.log, exit = process.exit, ...options }) {
  const { graceMs, intervalMs, missesAllowed, maxRestarts, restartWindowMs, killAfterMs } = { ...DEFAULTS, ...options };
  let child = start();
  let startedAt = Date.now();
  let answered = false;
  let misses = 0;
  let restarting = false;
  let stopping = false;
  let finalCode = 0;
  const restarts = [];

  const end = (code) => {
    clearInterval(timer);
    exit(code);
  };

  const kill = (target) => {
    target.kill('SIGTERM');
    const force = setTimeout(() => target.kill('SIGKILL'), killAfterMs);
    target.once('exit', () => clearTimeout(force));
  };

  const respawn = () => {
    restarting = false;
    answered = false;
    misses = 0;
    child = start();
    startedAt = Date.now();
    watchExit(child);
  };

  /** Restarts the server (`running`: it still has to be ended first), unless it died too often lately. */
  const restart = (reason, running) => {
    const now = Date.now();
    while (restarts.length > 0 && restarts[0] < now - restartWindowMs) restarts.shift();
    if (restarts.length >= maxRestarts) {
      log(
        `\n${reason} again after ${restarts.length} restart(s) within ${Math.round(restartWindowMs / 60000)} minutes: giving up.` +
          '\nLook at the messages above for the cause, then run `npm start` again.',
      );
      stopping = true;
      finalCode = 1;
      if (running) kill(child);
      else end(1);
      return;
    }
    restarts.push(now);
    log(`\n${reason}: restarting the server...`);
    restarting = true;
    if (!running) return respawn();
    child.once('exit', respawn);
    kill(child);
  };

  function watchExit(target) {
    target.once('exit', (code, signal) => {
      if (target !== child || restarting) return;
      if (stopping) return end(finalCode);
      const how = signal ?? `exit code ${code}`;
      // A server that never answered failed to start: restarting it would fail the same way.
      if (!answered) {
        log(`\nThe shop's server stopped before it answered (${how}). Look at the messages above, then run \`npm start\` again.`);
        return end(code || 1);
      }
      restart(`The shop's server stopped (${how})`, false);
    });
  }

  let probing = false;
  const check = async () => {
    // A slow start is not a death: the first probes wait until the server has had time to start.
    if (restarting || stopping || probing || Date.now() - startedAt < graceMs) return;
    probing = true;
    const ok = await probe().finally(() => (probing = false));
    if (ok) {
      if (!answered) log('The shop is answering.');
      answered = true;
      misses = 0;
      return;
    }
    if (!answered) return;
    misses += 1;
    if (misses >= missesAllowed) restart("The shop's Worker stopped answering (its process died?)", true);
  };

  watchExit(child);
  const timer = setInterval(() => void check(), intervalMs);

  return {
    stop() {
      stopping = true;
      kill(child);
    },
  };
}
