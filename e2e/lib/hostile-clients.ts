/**
 * Clients that misbehave as real ones do, for the test that `npm start` survives them
 * (e2e/npm-start-survives-hostile-clients.test.ts): refused uploads and bodies, uploads and page loads cut off
 * mid-stream, requests that stall halfway, a malformed Host. Each works on a server at `origin` and resolves
 * with what it saw; none throws on a server that refuses or cuts it off.
 */
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Browser } from 'playwright-core';

/** The first bytes of a PDF, and 200 KB in all: an upload that is not an image. */
const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200 * 1024 - 9, 0x20)]);
/** A PNG's first bytes, for an upload that is cut off after them. */
const PNG_HEAD = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Runs `work(index)` for 0..count-1, `parallel` at a time. */
export async function inBatches<T>(count: number, parallel: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, offset) => work(start + offset));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

/** How many times each status (or error) was seen. */
export const tally = (outcomes: (number | string)[]) =>
  outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});

/** Signs in as staff; the `admin_session=…` pair for a Cookie header. */
export async function staffCookie(origin: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const pair = /admin_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (response.status !== 200 || !pair) throw new Error(`staff sign-in failed: ${response.status} ${await response.text()}`);
  return pair;
}

/** A fresh signed upload URL for a gallery PNG, as the admin page asks for one. */
export async function signedUploadUrl(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/objects/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ contentType: 'image/png', purpose: 'gallery' }),
  });
  if (response.status !== 200) throw new Error(`upload signing failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { uploadURL: string }).uploadURL;
}

/** A 200 KB PDF PUT through a fresh signed URL, as Node's fetch sends it: the Worker refuses it (415). */
export async function pdfUpload(origin: string, cookie: string): Promise<number | string> {
  const url = await signedUploadUrl(origin, cookie);
  try {
    const response = await fetch(url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF_BYTES });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

/** A 2 MB JSON body to a public write, as Node's fetch sends it: the Worker refuses it by its length (413). */
export async function oversizedJson(origin: string): Promise<number | string> {
  const body = JSON.stringify({ companyName: 'x'.repeat(2 * 1024 * 1024) });
  try {
    const response = await fetch(`${origin}/api/wholesale/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-id': crypto.randomUUID() },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

/** A signed upload that declares 200 KB, sends a PNG's first 50 KB and then drops its connection. */
export function uploadCutOffMidBody(uploadURL: string): Promise<void> {
  return new Promise((resolve) => {
    const upload = request(uploadURL, {
      method: 'PUT',
      agent: false,
      headers: { 'content-type': 'image/png', 'content-length': String(200 * 1024) },
    });
    upload.on('error', () => resolve());
    upload.on('close', () => resolve());
    upload.write(Buffer.concat([PNG_HEAD, Buffer.alloc(50 * 1024 - PNG_HEAD.length, 1)]));
    setTimeout(() => upload.destroy(), 50);
  });
}

/** A page load dropped by its client: as soon as the first bytes of the answer arrive, or before any. */
export function pageLoadCutOff(origin: string, path: string, afterMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const load = request(`${origin}${path}`, { agent: false, headers: { accept: 'text/html' } }, (response) => {
      response.once('data', () => load.destroy());
      response.on('end', () => resolve());
    });
    load.on('error', () => resolve());
    load.on('close', () => resolve());
    if (afterMs !== undefined) setTimeout(() => load.destroy(), afterMs);
    load.end();
  });
}

/** Browser tabs opened on `path` and closed `afterMs` into loading it. */
export async function tabsClosedWhileLoading(browser: Browser, url: string, tabs: number, afterMs: number): Promise<void> {
  const context = await browser.newContext();
  const pages = await Promise.all(Array.from({ length: tabs }, () => context.newPage()));
  for (const page of pages) void page.goto(url).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  await Promise.all(pages.map((page) => page.close()));
  await context.close();
}

/** Sends `text` on a raw connection and leaves it open, stalled: the caller ends it. */
export function stalledRequest(origin: string, text: string): Promise<Socket> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(text, () => resolve(socket)));
    socket.on('error', () => undefined);
  });
}

/** Half of a request: headers that never end, or a body that stops a tenth of the way in. */
export function halfRequest(origin: string, index: number): string {
  const host = new URL(origin).host;
  if (index % 2 === 0) return `GET /gallery HTTP/1.1\r\nHost: ${host}\r\nAccept: text/html\r\n`;
  return (
    `POST /api/wholesale/apply HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n` +
    '{"companyName":"Half a request'
  );
}

/** Host headers no browser sends. */
export const MALFORMED_HOSTS = ['', 'shop test', '[::1', 'shop.test:port', '%zz', 'a'.repeat(300), '..', 'shop.test:99999'];

/** A GET / with `host` as its Host header on a raw connection; resolves with the status line, or what ended it. */
export function malformedHostRequest(origin: string, host: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error) => resolve(`error: ${error.message}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] || 'closed without an answer'));
    socket.setTimeout(10_000, () => socket.destroy());
  });
}
