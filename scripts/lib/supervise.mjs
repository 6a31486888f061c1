/**
 * Keeps `npm start`'s server up. The server is a process of its own (lib/serve-local.mjs, or Vite for `npm run
 * dev`); it is asked every few seconds for an answer only the Worker itself gives. Whenever it dies or stops
 * answering it is restarted, after a pause that doubles with each restart that did not stay up; only a server
 * that keeps failing right after its restarts makes `npm start` give up, naming the last error.
 */

import { request } from 'node:http';
import { createServer } from 'node:net';

/** A path no route has: the Worker answers it with its own JSON 404, and nothing else does. */
export const PROBE_PATH = '/api/__supervisor_probe';

/**
 * True when the Worker at `origin` answered its JSON 404 within `timeoutMs`. One whole, ordinary request on a
 * connection of its own, read to the end: nothing a server could take for an aborted or stalled client. The
 * wait is long: a server busy with a hundred shoppers on two cores answers in seconds, and is not dead.
 */
export function workerAnswers(origin, timeoutMs = 15_000) {
  return new Promise((resolve) => {
    const probe = request(`${origin}${PROBE_PATH}`, { agent: false, timeout: timeoutMs }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('error', () => resolve(false));
      response.on('end', () => {
        try {
          resolve(response.statusCode === 404 && JSON.parse(body).code === 'not_found');
        } catch {
          resolve(false);
        }
      });
    });
    probe.on('timeout', () => probe.destroy(new Error('timeout')));
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/**
 * True when nothing listens on `host`:`port`, found by listening there a moment. A server already there (another
 * `npm start`, another program) would answer the probe itself, and the shop's server could only fail to listen.
 */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', (error) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error)));
    server.listen(Number(port), host, () => server.close(() => resolve(true)));
  });
}

/** What `npm start` (or `npm run dev`: `command`) says when its port is taken. */
export const portTakenMessage = (port, command = 'npm start') =>
  `Port ${port} is already in use: another \`${command}\` or another program is listening on http://127.0.0.1:${port}. ` +
  `Stop it, or give the shop another port with PORT, e.g. \`PORT=${Number(port) + 1} ${command}\`.`;

const DEFAULTS = {
  intervalMs: 5000,
  /** Probes in a row that got no answer (each waits up to 15 s): a server silent for a minute or more hangs. */
  missesAllowed: 4,
  /** How long a start may take before it counts as failed (the Worker's first answer). */
  startTimeoutMs: 120_000,
  firstPauseMs: 1000,
  maxPauseMs: 60_000,
  /** A server that answered this long after a restart is well again: the pause and the count start over. */
  stableMs: 60_000,
  /** Restarts in a row that did not stay up `stableMs`, after which `npm start` gives up. */
  maxRestarts: 5,
  killAfterMs: 5000,
};

/** How many of its last stderr lines a server's error is told by. */
const ERROR_LINES = 5;

const REPORT_HINT =
  'If it keeps happening, report it as an issue of this project with the messages above, your `node --version` and the command you ran.';

/** Passes a child's stderr through to ours, keeping its last non-empty lines. */
function keepLastLines(child, lines) {
  child.stderr?.on('data', (chunk) => {
    process.stderr.write(chunk);
    const text = String(chunk)
      // Colours and cursor moves would only garble the line quoted in the final message.
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    lines.push(...text);
    lines.splice(0, Math.max(0, lines.length - ERROR_LINES));
  });
}

/**
 * Runs `start()` (which spawns the server and returns its ChildProcess, stderr piped or not) and watches it
 * with `probe()`. Misses only count once the server has answered since it started, so a slow start is never
 * taken for a death. With `port`, each start first makes sure nothing else listens there: when something does,
 * the probe would be answered by it, so it ends at once saying so (`command` names the command, for PORT).
 * Returns `stop()`, which ends the server and then the process.
 */
export function superviseServer({ start, probe, log = console.log, exit = process.exit, ...options }) {
  const settings = { ...DEFAULTS, ...options };
  let child;
  let startedAt = 0;
  /** When the current server first answered (0: not yet). */
  let answeredAt = 0;
  let everAnswered = false;
  let misses = 0;
  /** Restarts since the server last stayed up `stableMs`. */
  let restartsInARow = 0;
  let restarting = false;
  let stopping = false;
  let finalCode = 0;
  let errorLines = [];

  let ended = false;
  const end = (code) => {
    clearInterval(timer);
    if (ended) return;
    ended = true;
    exit(code);
  };

  const kill = (target) => {
    target.kill('SIGTERM');
    const force = setTimeout(() => target.kill('SIGKILL'), settings.killAfterMs);
    target.once('exit', () => clearTimeout(force));
  };

  const launch = async () => {
    // A port that cannot be tried (no permission, say) is left to the server, whose error is quoted.
    const free = settings.port === undefined || (await portIsFree(settings.port).catch(() => true));
    if (!free) {
      log(`\n${portTakenMessage(settings.port, settings.command)}`);
      stopping = true;
      return end(1);
    }
    if (stopping) return end(finalCode);
    restarting = false;
    answeredAt = 0;
    misses = 0;
    errorLines = [];
    child = start();
    startedAt = Date.now();
    keepLastLines(child, errorLines);
    watchExit(child);
  };

  const lastError = (reason) => (errorLines.length > 0 ? errorLines.join('\n  ') : reason);

  /** Restarts the server after a growing pause (`running`: it has to be ended first), or gives up. */
  const restart = (reason, running) => {
    if (!everAnswered) {
      log(`\n${reason} before it ever answered. Look at the messages above, then run \`npm start\` again.\n${REPORT_HINT}`);
      stopping = true;
      finalCode = 1;
      if (running) kill(child);
      else end(1);
      return;
    }
    if (restartsInARow >= settings.maxRestarts) {
      log(
        `\n${reason} again, after ${restartsInARow} restart(s) in a row that did not stay up: giving up.` +
          `\nThe last error:\n  ${lastError(reason)}\n${REPORT_HINT}`,
      );
      stopping = true;
      finalCode = 1;
      if (running) kill(child);
      else end(1);
      return;
    }
    restartsInARow += 1;
    const pauseMs = Math.min(settings.firstPauseMs * 2 ** (restartsInARow - 1), settings.maxPauseMs);
    log(`\n${reason}: restarting the server in ${pauseMs / 1000} s (restart ${restartsInARow} in a row)...`);
    restarting = true;
    const later = () => setTimeout(() => !stopping && void launch(), pauseMs);
    if (!running) return later();
    child.once('exit', later);
    kill(child);
  };

  function watchExit(target) {
    target.once('exit', (code, signal) => {
      if (target !== child || restarting) return;
      if (stopping) return end(finalCode);
      restart(`The shop's server stopped (${signal ?? `exit code ${code}`})`, false);
    });
  }

  const onAnswer = () => {
    misses = 0;
    const now = Date.now();
    if (!answeredAt) {
      answeredAt = now;
      log(everAnswered ? 'The shop is answering again.' : 'The shop is answering.');
      everAnswered = true;
    }
    if (restartsInARow > 0 && now - answeredAt >= settings.stableMs) restartsInARow = 0;
  };

  let probing = false;
  let probedAt = 0;
  /** Asked often until it answers (so "answering" is said soon after it is), then every `intervalMs`. */
  const check = async () => {
    if (restarting || stopping || probing || !child) return;
    if (answeredAt && Date.now() - probedAt < settings.intervalMs) return;
    probing = true;
    probedAt = Date.now();
    const ok = await probe().finally(() => (probing = false));
    if (restarting || stopping) return;
    if (ok) return onAnswer();
    if (!answeredAt) {
      if (Date.now() - startedAt >= settings.startTimeoutMs) {
        restart(`The shop's server did not answer within ${settings.startTimeoutMs / 1000} s of starting`, true);
      }
      return;
    }
    misses += 1;
    if (misses >= settings.missesAllowed) restart("The shop's Worker stopped answering", true);
  };

  void launch();
  const timer = setInterval(() => void check(), Math.min(500, settings.intervalMs));

  return {
    stop() {
      if (stopping) return;
      stopping = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) return end(finalCode);
      kill(child);
    },
  };
}
