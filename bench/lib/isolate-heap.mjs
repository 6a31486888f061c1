/**
 * The Worker isolate's own JavaScript heap, read through workerd's V8 inspector after a full garbage
 * collection: what is still alive, which is what would count against Cloudflare's 128 MB isolate limit.
 * workerd's resident set (bench/lib/memory.mjs) holds Miniflare's D1, R2, cache and limiter services and
 * whatever the allocator keeps, so it cannot tell a leak in our code from the runtime's high-water mark.
 */
import { createServer } from 'node:net';

const MB = 1024 * 1024;
const toMb = (bytes) => Math.round((bytes / MB) * 10) / 10;

/** A port of 127.0.0.1 that nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One inspector session: `send` answers each command's result, or rejects on its error. */
async function openSession(url) {
  const socket = new WebSocket(url);
  const waiting = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const answer = waiting.get(message.id);
    if (!answer) return;
    waiting.delete(message.id);
    if (message.error) answer.reject(new Error(`inspector: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error(`Could not reach the inspector at ${url}`)), { once: true });
  });
  let lastId = 0;
  const send = (method) =>
    new Promise((resolve, reject) => {
      lastId += 1;
      waiting.set(lastId, { resolve, reject });
      socket.send(JSON.stringify({ id: lastId, method, params: {} }));
    });
  return { send, close: () => socket.close() };
}

/**
 * The heap of the Worker named `workerName` (served at `baseURL`) after a full collection, in MB. workerd
 * answers commands only on a session that enabled the Runtime domain first, and collects only when the
 * isolate next runs: a request to /robots.txt (a Worker route) lets it.
 */
export async function isolateHeap(inspectorPort, workerName, baseURL) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  const target = targets.find((candidate) => candidate.title?.endsWith(`core:user:${workerName}`));
  if (!target) throw new Error(`No inspector target for the Worker ${workerName} among ${targets.map((t) => t.title).join(', ')}`);
  const session = await openSession(target.webSocketDebuggerUrl);
  try {
    await session.send('Runtime.enable');
    const collected = session.send('HeapProfiler.collectGarbage');
    await (await fetch(new URL('/robots.txt', baseURL))).arrayBuffer();
    await collected;
    const { usedSize, totalSize } = await session.send('Runtime.getHeapUsage');
    return { usedMb: toMb(usedSize), totalMb: toMb(totalSize) };
  } finally {
    session.close();
  }
}
