import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseServer, workerAnswers } from './supervise.mjs';

/**
 * Stands in for `wrangler dev`: answers the probe as the Worker does, until SIGUSR2 "kills its Worker"; from
 * then on it stays up and answers 503 to everything, as wrangler does when workerd is gone.
 */
const FAKE_SERVER = `
const http = require('node:http');
let workerDead = false;
process.on('SIGUSR2', () => { workerDead = true; });
// Like wrangler, it takes a moment to end after SIGTERM.
process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300));
http.createServer((request, response) => {
  if (workerDead) { response.writeHead(503); response.end('The Worker is not running'); return; }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: 'No such endpoint', code: 'not_found' }));
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

const serverFile = join(mkdtempSync(join(tmpdir(), 'supervise-')), 'server.cjs');
writeFileSync(serverFile, FAKE_SERVER);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
const supervisors: { stop(): void }[] = [];
// A test that failed midway must not leave its supervisor restarting servers into the next test.
afterEach(() => {
  for (const supervisor of supervisors) supervisor.stop();
  for (const child of children) child.kill('SIGKILL');
  supervisors.length = 0;
  children.length = 0;
});

async function supervisedFakeServer(options: { maxRestarts?: number } = {}) {
  const port = await freePort();
  const logs: string[] = [];
  const exit = vi.fn<(code: number) => void>();
  const ours: ChildProcess[] = [];
  const start = vi.fn(() => {
    const child = spawn(process.execPath, [serverFile, String(port)], { stdio: 'ignore' });
    children.push(child);
    ours.push(child);
    return child;
  });
  const supervisor = superviseServer({
    start,
    probe: () => workerAnswers(`http://127.0.0.1:${port}`),
    log: (message) => logs.push(message),
    exit,
    graceMs: 0,
    intervalMs: 50,
    missesAllowed: 2,
    killAfterMs: 500,
    ...options,
  });
  supervisors.push(supervisor);
  // Only the line of a server that answered: "stopped answering" is a line of its own.
  const answering = () => logs.filter((line) => line === 'The shop is answering.').length;
  return { start, exit, logs, answering, supervisor, current: () => ours.at(-1)! };
}

// Every probe is a Node process of its own (workerAnswers): slow to start while the other test projects run.
describe('npm start watches its server (scripts/start.mjs)', { timeout: 30_000 }, () => {
  it('restarts the server when its Worker stops answering, and it answers again', async () => {
    const run = await supervisedFakeServer();
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGUSR2');
    await vi.waitFor(() => expect(run.answering()).toBe(2), { timeout: 10_000 });
    expect(run.start).toHaveBeenCalledTimes(2);
    expect(run.logs.join('\n')).toMatch(/stopped answering \(its process died\?\): restarting/);
    expect(run.exit).not.toHaveBeenCalled();
    run.supervisor.stop();
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
  });

  it('gives up with a clear message and exit code 1 when restarts do not help', async () => {
    const run = await supervisedFakeServer({ maxRestarts: 0 });
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGUSR2');
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
    expect(run.logs.join('\n')).toMatch(/stopped answering \(its process died\?\) again after 0 restart\(s\) within 10 minutes: giving up/);
    expect(run.start).toHaveBeenCalledTimes(1);
  });

  it('restarts the server when its process dies after it had answered', async () => {
    const run = await supervisedFakeServer();
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGKILL');
    await vi.waitFor(() => expect(run.answering()).toBe(2), { timeout: 10_000 });
    expect(run.logs.join('\n')).toMatch(/server stopped \(SIGKILL\): restarting/);
    run.supervisor.stop();
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
  });

  it('exits with a clear message when the server ends before it ever answered', async () => {
    const logs: string[] = [];
    const exit = vi.fn<(code: number) => void>();
    superviseServer({
      start: () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' }),
      probe: async () => false,
      log: (message) => logs.push(message),
      exit,
      graceMs: 0,
      intervalMs: 50,
    });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(3), { timeout: 10_000 });
    expect(logs.join('\n')).toMatch(/stopped before it answered \(exit code 3\)\. Look at the messages above, then run `npm start` again/);
  });
});

describe('workerAnswers', { timeout: 30_000 }, () => {
  it('is true only while the Worker itself answers, false once only its server does, or nothing does', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serverFile, String(port)], { stdio: 'ignore' });
    children.push(child);
    await vi.waitFor(async () => expect(await workerAnswers(`http://127.0.0.1:${port}`)).toBe(true), { timeout: 10_000 });
    child.kill('SIGUSR2');
    await vi.waitFor(async () => expect(await workerAnswers(`http://127.0.0.1:${port}`)).toBe(false), { timeout: 10_000 });
    expect(await workerAnswers('http://127.0.0.1:9')).toBe(false);
  });
});
