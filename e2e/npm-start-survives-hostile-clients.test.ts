import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { scaledRate } from '#schema/money.ts';
import type { Product } from '#schema/products-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './lib/browser.ts';
import {
  halfRequest,
  inBatches,
  malformedHostRequest,
  MALFORMED_HOSTS,
  oversizedJson,
  pageLoadCutOff,
  pdfUpload,
  signedUploadUrl,
  stalledRequest,
  staffCookie,
  tabsClosedWhileLoading,
  tally,
  uploadCutOffMidBody,
} from './lib/hostile-clients.ts';

const STAFF = { username: 'hostile-admin', password: 'hostile-correct-horse-battery' } as const;
/** How long the shop may take to answer once the hostile clients are done (issue 20). */
const ANSWER_WITHIN_MS = 2000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let shop: ChildProcess;
let origin = '';
let log = '';
let stateDir = '';

/**
 * The real `npm start` (scripts/start.mjs) on a port and a state folder of its own (SHOP_STATE_DIR: its D1/R2
 * and .dev.vars there, never the repository's), serving the dist/ that `npm test` has just built.
 */
beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'gem-npm-start-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  shop = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      SHOP_STATE_DIR: stateDir,
      SHOP_REUSE_BUILD: '1',
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
    },
  });
  shop.stdout?.on('data', (chunk) => (log += chunk));
  shop.stderr?.on('data', (chunk) => (log += chunk));
  const ended = new Promise((resolve) => shop.once('exit', resolve));
  const answering = new Promise<void>((resolve) => {
    const check = () => (log.includes('The shop is answering.') ? resolve() : setTimeout(check, 200));
    check();
  });
  await Promise.race([answering, ended.then(() => Promise.reject(new Error(`npm start ended before it answered:\n${log}`)))]);
}, 180_000);

afterAll(async () => {
  if (shop && shop.exitCode === null) {
    const ended = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGTERM');
    await ended;
  }
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

/** An order of one seeded stone in US dollars, as the checkout sends it; resolves with its status. */
async function placeOrder(): Promise<number> {
  const { items: products } = (await (await fetch(`${origin}/api/products`)).json()) as { items: Product[] };
  const product = products.find((candidate) => candidate.stock >= 1);
  if (!product) throw new Error('the seed has no product in stock');
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': 'abcdefab-cdef-4abc-8def-abcdefabcdef' },
    body: JSON.stringify({
      totalAmount: product.price,
      currency: 'USD',
      originalAmount: product.price,
      originalCurrency: 'USD',
      exchangeRate: scaledRate(FALLBACK_RATES.USD),
      customerName: 'Hostile Check',
      customerEmail: 'hostile-check@example.com',
      customerPhone: '+254 712 345 678',
      paymentMethod: 'visa',
      items: JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity: 1 }]),
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('npm start keeps serving whatever its clients do (issue 20)', () => {
  it('survives refused, oversized, cut-off and stalled requests and malformed Hosts, then answers the home page and an order within 2 s, without a restart', async () => {
    const cookie = await staffCookie(origin, STAFF.username, STAFF.password);
    const stalled: Socket[] = await inBatches(20, 20, (index) => stalledRequest(origin, halfRequest(origin, index)));
    try {
      const uploads = await inBatches(200, 10, () => pdfUpload(origin, cookie));
      expect(tally(uploads)).toEqual({ 415: 200 });

      const oversized = await inBatches(50, 10, () => oversizedJson(origin));
      expect(tally(oversized)).toEqual({ 413: 50 });

      await inBatches(50, 10, async () => uploadCutOffMidBody(await signedUploadUrl(origin, cookie)));

      await inBatches(20, 10, (index) => pageLoadCutOff(origin, index % 2 === 0 ? '/gallery' : '/'));
      await inBatches(10, 10, (index) => pageLoadCutOff(origin, index % 2 === 0 ? '/gallery' : '/', 5 + index * 30));
      const browser = await launchBrowser();
      try {
        for (let round = 0; round < 2; round += 1) await tabsClosedWhileLoading(browser, `${origin}/gallery`, 4, 300);
      } finally {
        await browser.close();
      }

      const hosts = await Promise.all(MALFORMED_HOSTS.map((host) => malformedHostRequest(origin, host)));
      for (const statusLine of hosts) expect(statusLine).toMatch(/^HTTP\/1\.1 \d{3} /);

      const home = await timed(async () => (await fetch(`${origin}/`)).status);
      expect(home.value).toBe(200);
      expect(home.ms).toBeLessThan(ANSWER_WITHIN_MS);
      const order = await timed(placeOrder);
      expect(order.value).toBe(201);
      expect(order.ms).toBeLessThan(ANSWER_WITHIN_MS);
    } finally {
      for (const socket of stalled) socket.destroy();
    }

    // The watcher's own log: one start, answering once, and no death, restart or runtime crash since.
    expect(log.match(/The shop is answering\./g)).toHaveLength(1);
    expect(log).not.toMatch(/restarting|answering again|stopped|giving up|crashed unexpectedly/i);
    expect(shop.exitCode).toBeNull();
    // Its secrets and its database are the test's own, never the repository's .dev.vars and .wrangler/state.
    expect(existsSync(join(stateDir, '.dev.vars'))).toBe(true);
    expect(existsSync(join(stateDir, 'v3', 'd1'))).toBe(true);
  }, 120_000);
});
