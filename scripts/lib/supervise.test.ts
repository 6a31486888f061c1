import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { superviseServer, workerAnswers } from './supervise.mjs';

/**
 * Stands in for the server `npm start` runs: answers the probe as the Worker does, until SIGUSR2 makes it
 * hang (it stays up and answers 503, as a server whose Worker is gone would). With FAIL_FILE present it
 * fails at start instead, writing an error to stderr, as a server whose port is taken would.
 */
const FAKE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
if (fs.existsSync(process.argv[3])) {
  console.error('Error: listen EADDRINUSE: address already in use 127.0.0.1:' + process.argv[2]);
  process.exit(7);
}
let workerDead = false;
process.on('SIGUSR2', () => { workerDead = true; });
// Like a real server, it takes a moment to end after SIGTERM.
process.on('SIGTERM', () => setTimeout(() => process.exit(0), 300));
http.createServer((request, response) => {
  if (workerDead) { response.writeHead(503); response.end('The Worker is not running'); return; }
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: 'No such endpoint', code: 'not_found' }));
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

const folder = mkdtempSync(join(tmpdir(), 'supervise-'));
const serverFile = join(folder, 'server.cjs');
writeFileSync(serverFile, FAKE_SERVER);
let failFiles = 0;

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

type Settings = Omit<Parameters<typeof superviseServer>[0], 'start' | 'probe' | 'log' | 'exit'>;

async function supervisedFakeServer(options: Settings = {}, port?: number) {
  port ??= await freePort();
  const failFile = join(folder, `fail-${(failFiles += 1)}`);
  const logs: string[] = [];
  const exit = vi.fn<(code: number) => void>();
  const ours: ChildProcess[] = [];
  const start = vi.fn(() => {
    const child = spawn(process.execPath, [serverFile, String(port), failFile], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(child);
    ours.push(child);
    return child;
  });
  const supervisor = superviseServer({
    start,
    probe: () => workerAnswers(`http://127.0.0.1:${port}`),
    log: (message) => logs.push(message),
    exit,
    intervalMs: 50,
    missesAllowed: 2,
    firstPauseMs: 100,
    killAfterMs: 500,
    ...options,
  });
  supervisors.push(supervisor);
  const said = (line: string) => logs.filter((logged) => logged === line).length;
  const answering = () => said('The shop is answering.') + said('The shop is answering again.');
  return {
    start,
    exit,
    logs,
    answering,
    supervisor,
    current: () => ours.at(-1)!,
    port,
    failFromNowOn: () => writeFileSync(failFile, ''),
    text: () => logs.join('\n'),
  };
}

describe('npm start keeps its server up (scripts/start.mjs)', () => {
  it('restarts the server when its Worker stops answering, and it answers again', async () => {
    const run = await supervisedFakeServer();
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGUSR2');
    await vi.waitFor(() => expect(run.answering()).toBe(2), { timeout: 10_000 });
    expect(run.start).toHaveBeenCalledTimes(2);
    expect(run.text()).toMatch(/Worker stopped answering: restarting the server in 0\.1 s/);
    expect(run.logs).toContain('The shop is answering again.');
    expect(run.exit).not.toHaveBeenCalled();
    run.supervisor.stop();
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(0), { timeout: 10_000 });
  });

  it('restarts a server that answered whenever it dies, each time after a longer pause, and never says it had not answered', async () => {
    // Enough misses allowed that the death, not the silence before it is noticed, is what restarts it.
    const run = await supervisedFakeServer({ maxRestarts: 10, missesAllowed: 20 });
    for (let death = 1; death <= 3; death += 1) {
      await vi.waitFor(() => expect(run.answering()).toBe(death), { timeout: 10_000 });
      run.current().kill('SIGKILL');
    }
    await vi.waitFor(() => expect(run.answering()).toBe(4), { timeout: 10_000 });
    expect(run.text()).toMatch(/server stopped \(SIGKILL\): restarting the server in 0\.1 s \(restart 1 in a row\)/);
    expect(run.text()).toMatch(/server stopped \(SIGKILL\): restarting the server in 0\.2 s \(restart 2 in a row\)/);
    expect(run.text()).toMatch(/server stopped \(SIGKILL\): restarting the server in 0\.4 s \(restart 3 in a row\)/);
    expect(run.text()).not.toMatch(/before it/);
    expect(run.exit).not.toHaveBeenCalled();
  });

  it('counts again from the first pause once a restarted server has stayed up', async () => {
    const run = await supervisedFakeServer({ stableMs: 300 });
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGKILL');
    await vi.waitFor(() => expect(run.answering()).toBe(2), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 600));
    run.current().kill('SIGKILL');
    await vi.waitFor(() => expect(run.answering()).toBe(3), { timeout: 10_000 });
    expect(run.text().match(/restarting the server in 0\.1 s \(restart 1 in a row\)/g)).toHaveLength(2);
  });

  it('gives up only when restarts in a row fail, naming the last error and how to report it', async () => {
    const run = await supervisedFakeServer({ maxRestarts: 2 });
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.failFromNowOn();
    run.current().kill('SIGKILL');
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
    expect(run.start).toHaveBeenCalledTimes(3);
    expect(run.text()).toMatch(/server stopped \(exit code 7\) again, after 2 restart\(s\) in a row that did not stay up: giving up/);
    expect(run.text()).toMatch(/The last error:\n {2}Error: listen EADDRINUSE: address already in use/);
    expect(run.text()).toMatch(/report it as an issue of this project with the messages above/);
    expect(run.text()).not.toMatch(/before it/);
  });

  it('exits with a clear message when the server ends before it ever answered', async () => {
    const logs: string[] = [];
    const exit = vi.fn<(code: number) => void>();
    superviseServer({
      start: () => spawn(process.execPath, ['-e', 'process.exit(3)'], { stdio: 'ignore' }),
      probe: async () => false,
      log: (message) => logs.push(message),
      exit,
      intervalMs: 50,
    });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 10_000 });
    expect(logs.join('\n')).toMatch(
      /stopped \(exit code 3\) before it ever answered\. Look at the messages above, then run `npm start` again/,
    );
  });
});
/** Another shop's server on `port` (another `npm start`), answering the probe as ours would. */
async function otherShopOn(port: number) {
  const other = spawn(process.execPath, [serverFile, String(port), join(folder, 'never')], { stdio: 'ignore' });
  children.push(other);
  await vi.waitFor(async () => expect(await workerAnswers(`http://127.0.0.1:${port}`)).toBe(true), { timeout: 10_000 });
  return other;
}

describe('npm start on a port another server holds (scripts/start.mjs)', () => {
  it('ends at once, naming the port and PORT, and never takes the other server for its own', async () => {
    const port = await freePort();
    await otherShopOn(port);
    const run = await supervisedFakeServer({ port }, port);
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(1), { timeout: 5000 });
    expect(run.start).not.toHaveBeenCalled();
    expect(run.answering()).toBe(0);
    expect(run.text()).toContain(
      `Port ${port} is already in use: another \`npm start\` or another program is listening on http://127.0.0.1:${port}. ` +
        `Stop it, or give the shop another port with PORT, e.g. \`PORT=${port + 1} npm start\`.`,
    );
  });

  it('ends, saying so, when another server took the port while its own was down', async () => {
    const port = await freePort();
    const run = await supervisedFakeServer({ port, firstPauseMs: 1000 }, port);
    await vi.waitFor(() => expect(run.answering()).toBe(1), { timeout: 10_000 });
    run.current().kill('SIGKILL');
    await vi.waitFor(() => expect(run.text()).toMatch(/restarting the server in 1 s/), { timeout: 5000 });
    await otherShopOn(port);
    await vi.waitFor(() => expect(run.exit).toHaveBeenCalledWith(1), { timeout: 5000 });
    expect(run.start).toHaveBeenCalledTimes(1);
    expect(run.answering()).toBe(1);
    expect(run.text()).toContain(`Port ${port} is already in use`);
  });
});

describe('workerAnswers', () => {
  it('is true only while the Worker itself answers, false once only its server does, or nothing does', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serverFile, String(port), join(folder, 'never')], { stdio: 'ignore' });
    children.push(child);
    await vi.waitFor(async () => expect(await workerAnswers(`http://127.0.0.1:${port}`)).toBe(true), { timeout: 10_000 });
    child.kill('SIGUSR2');
    await vi.waitFor(async () => expect(await workerAnswers(`http://127.0.0.1:${port}`)).toBe(false), { timeout: 10_000 });
    expect(await workerAnswers('http://127.0.0.1:9')).toBe(false);
  });
});
