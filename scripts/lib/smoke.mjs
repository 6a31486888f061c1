/**
 * `npm run smoke -- <address> [--write]` (scripts/smoke.mjs): a deployed shop checked from outside, as a visitor's
 * browser and a crawler see it. Read-only unless `--write`, which also places an order and pays it with the
 * simulated provider, and is refused against the production shop. `npm test` runs it against the local server
 * (e2e/smoke.test.ts), so it cannot drift from the shop it checks.
 */

/** Three languages, one of them right-to-left: every public page is checked in each. */
export const SMOKE_LANGUAGES = ['en', 'ar', 'zh'];

/** What every page of the shop answers with (worker/middleware/security-headers.ts). */
const SECURITY_HEADERS = {
  'content-security-policy': /default-src 'self'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d+/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /strict-origin-when-cross-origin/,
  'x-frame-options': /^DENY$/,
};

/** Sandbox's test number (Safaricom's own); the simulated provider calls nobody. */
const TEST_PHONE = '+254708374149';
const PAYMENT_WAIT_MS = 20_000;

class SmokeFailure extends Error {}
const fail = (message) => {
  throw new SmokeFailure(message);
};
const expectThat = (condition, message) => condition || fail(message);

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');

/** The hostnames a production deploy answers on: its routes and its PUBLIC_ORIGIN (wrangler.jsonc's top level). */
export function productionHostsOf(config) {
  const hosts = (config.routes ?? []).map((route) => (typeof route === 'string' ? route : route.pattern).split('/')[0]);
  if (config.vars?.PUBLIC_ORIGIN) hosts.push(new URL(config.vars.PUBLIC_ORIGIN).hostname);
  return hosts.filter(Boolean).map((host) => host.toLowerCase());
}

/** The shop at `base`, asked as a client would; every answer's time is kept for the report. */
function client(base, fetcher) {
  const get = async (path, init = {}) => {
    const started = performance.now();
    const response = await fetcher(new URL(path, base), { redirect: 'manual', ...init });
    const body = await response.text();
    return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
  };
  const json = async (path, init) => {
    const answer = await get(path, init);
    try {
      return { ...answer, data: JSON.parse(answer.body) };
    } catch {
      return fail(`${path} answered ${answer.status} with no JSON: ${answer.body.slice(0, 120)}`);
    }
  };
  return { get, json };
}

function expectPage(answer, path, language) {
  expectThat(answer.status === 200, `${path} answered ${answer.status}`);
  expectThat(/text\/html/.test(answer.headers.get('content-type') ?? ''), `${path} is not HTML`);
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    expectThat(
      pattern.test(answer.headers.get(name) ?? ''),
      `${path} lacks the security header ${name} (got "${answer.headers.get(name) ?? ''}")`,
    );
  }
  expectThat(answer.body.includes(`<html lang="${language}"`), `${path} is not the shop's page in ${language}`);
  expectThat(answer.body.includes('id="hydration"'), `${path} carries no rendered data: not the shop's page`);
}

/** The read-only checks, in order; each resolves with a line for the report or throws a SmokeFailure. */
function readChecks(shop, found) {
  return [
    [
      'catalog',
      async () => {
        // Each answers its first page (at most 100 items).
        const products = await shop.json('/api/products');
        expectThat(products.status === 200 && Array.isArray(products.data?.items), `/api/products answered ${products.status}`);
        const gallery = await shop.json('/api/uploaded-images');
        expectThat(gallery.status === 200 && Array.isArray(gallery.data?.items), `/api/uploaded-images answered ${gallery.status}`);
        found.products = products.data.items;
        found.galleryImage = gallery.data.items[0];
        return `${found.products.length} products, ${gallery.data.items.length} gallery images on the first pages`;
      },
    ],
    [
      'exchange rates',
      async () => {
        const rates = await shop.json('/api/rates');
        expectThat(
          rates.status === 200 && rates.data.rates?.USD === 1 && rates.data.rates?.EUR > 0,
          `/api/rates answered ${rates.status}: ${rates.body.slice(0, 120)}`,
        );
        return `source ${rates.data.source}`;
      },
    ],
    [
      `public pages in ${SMOKE_LANGUAGES.join(', ')}`,
      async () => {
        const product = found.products[0];
        const pages = [
          '/',
          '/gallery',
          ...(product ? [`/products/${product.id}`] : []),
          ...(found.galleryImage ? [`/gallery/${found.galleryImage.id}`] : []),
        ];
        for (const language of SMOKE_LANGUAGES) {
          for (const page of pages) {
            const path = `${page}?lang=${language}`;
            const answer = await shop.get(path);
            expectPage(answer, path, language);
            if (product && page === `/products/${product.id}`) {
              expectThat(answer.body.includes(escapeHtml(product.name)), `${path} does not name its product, ${product.name}`);
            }
          }
        }
        return `${pages.length} pages × ${SMOKE_LANGUAGES.length} languages${product ? '' : ' (no product yet: no product page)'}`;
      },
    ],
    [
      'robots.txt and sitemap.xml',
      async () => {
        const robots = await shop.get('/robots.txt');
        expectThat(
          robots.status === 200 && /Disallow: \/admin/.test(robots.body),
          `/robots.txt answered ${robots.status}: ${robots.body.slice(0, 80)}`,
        );
        const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.body)?.[1] ?? fail('/robots.txt names no sitemap: PUBLIC_ORIGIN is not set');
        const sitemap = await shop.get('/sitemap.xml');
        expectThat(sitemap.status === 200 && sitemap.body.includes('<urlset'), `/sitemap.xml answered ${sitemap.status}`);
        const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
        const origin = new URL(sitemapUrl).origin;
        expectThat(
          locations.length > 0 && locations.every((loc) => loc.startsWith(`${origin}/`)),
          `/sitemap.xml lists addresses outside ${origin}`,
        );
        return `${locations.length} addresses under ${origin}`;
      },
    ],
    [
      'an unknown page is a real 404',
      async () => {
        const path = `/smoke-no-such-page-${crypto.randomUUID()}`;
        const page = await shop.get(path);
        expectThat(page.status === 404, `${path} answered ${page.status}, not 404`);
        expectThat(page.body.includes('id="hydration"'), `${path} is not the shop's own Page Not Found`);
        const api = await shop.json('/api/smoke-no-such-endpoint');
        expectThat(api.status === 404 && api.data.code === 'not_found', `/api/smoke-no-such-endpoint answered ${api.status}`);
        return 'page and API';
      },
    ],
    [
      'the admin API refuses without a session',
      async () => {
        const orders = await shop.json('/api/admin/orders');
        expectThat(
          orders.status === 401 && orders.data.code === 'unauthenticated',
          `/api/admin/orders answered ${orders.status} without a session`,
        );
        return '401 unauthenticated';
      },
    ],
    [
      'catalog cache (reported, never failed)',
      async () => {
        // A page size nobody else asks for, so the first read is most likely not cached yet.
        const path = `/api/products?limit=${2 + Math.floor(Math.random() * 40)}`;
        const first = await shop.get(path);
        const second = await shop.get(path);
        const hint = ' (not faster: on a workers.dev address the Cache API does nothing, docs/operations.md "Custom domain")';
        return `${path}: first ${first.ms.toFixed(0)} ms, second ${second.ms.toFixed(0)} ms${second.ms < first.ms ? '' : hint}`;
      },
    ],
  ];
}

/** Places an order of one stone and pays it by (simulated) M-Pesa, then reads its receipt. */
function writeChecks(shop, found) {
  return [
    [
      'order placed and paid with the simulated provider, its receipt right',
      async () => {
        const config = await shop.json('/api/payments/config');
        expectThat(
          config.data.demo === true,
          'this shop takes real payments (demo: false): --write pays only where payments are simulated',
        );
        // The stone with the most units, so the order never sells out what a shopper (or another test) is buying.
        const inStock = found.products.filter((item) => item.price > 0 && Number(item.stock) > 0);
        const product = inStock.sort((a, b) => b.stock - a.stock)[0] ?? fail('no product in stock to order');
        const session = { 'x-session-id': crypto.randomUUID(), 'content-type': 'application/json' };
        const body = {
          totalAmount: product.price,
          currency: 'USD',
          originalAmount: product.price,
          originalCurrency: 'USD',
          exchangeRate: 10_000,
          customerName: 'Smoke Test',
          customerEmail: 'smoke-test@example.com',
          customerPhone: TEST_PHONE,
          paymentMethod: 'mpesa',
          items: JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity: 1 }]),
        };
        const headers = { ...session, 'idempotency-key': `smoke-${crypto.randomUUID()}` };
        const order = await shop.json('/api/orders', { method: 'POST', headers, body: JSON.stringify(body) });
        expectThat(order.status === 201, `POST /api/orders answered ${order.status}: ${order.body.slice(0, 160)}`);
        const orderId = order.data.id;
        const pay = { amount: product.price, orderId, phoneNumber: TEST_PHONE, description: 'smoke test' };
        const started = await shop.json('/api/mpesa/initiate', { method: 'POST', headers: session, body: JSON.stringify(pay) });
        expectThat(started.status === 200, `POST /api/mpesa/initiate answered ${started.status}: ${started.body.slice(0, 160)}`);
        const deadline = Date.now() + PAYMENT_WAIT_MS;
        let status;
        do {
          await new Promise((resolve) => setTimeout(resolve, 500));
          status = (await shop.json(`/api/orders/${orderId}/status`, { headers: session })).data.status;
        } while (status === 'pending' && Date.now() < deadline);
        expectThat(status === 'paid', `order ${orderId} is ${status} after ${PAYMENT_WAIT_MS / 1000} s, not paid`);
        const receipt = await shop.json(`/api/orders/${orderId}`, { headers: session });
        expectThat(
          receipt.status === 200 &&
            receipt.data.status === 'paid' &&
            receipt.data.totalAmount === product.price &&
            receipt.data.lines?.[0]?.name === product.name,
          `the receipt of ${orderId} is wrong: ${receipt.body.slice(0, 200)}`,
        );
        const stranger = await shop.json(`/api/orders/${orderId}`, { headers: { 'x-session-id': crypto.randomUUID() } });
        expectThat(stranger.status === 404, `another visitor reads the receipt of ${orderId} (${stranger.status})`);
        return `order ${orderId} for ${product.name}, paid`;
      },
    ],
  ];
}

/**
 * Runs the checks against `base` and prints one line each; resolves with the number that failed. `write` adds the
 * order, refused (before anything is sent) when `base` is one of `productionHosts`.
 */
export async function smoke(base, { write = false, productionHosts = [], fetcher = fetch, print = console.log } = {}) {
  const host = new URL(base).hostname.toLowerCase();
  if (write && productionHosts.includes(host)) {
    print(`✖ --write places an order: refused against ${host}, a production host of wrangler.jsonc. Use the staging address.`);
    return 1;
  }
  const shop = client(base, fetcher);
  const found = { products: [] };
  let failed = 0;
  for (const [name, check] of [...readChecks(shop, found), ...(write ? writeChecks(shop, found) : [])]) {
    const started = performance.now();
    const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    try {
      const detail = await check();
      print(`✔ ${name} (${took()}): ${detail}`);
    } catch (error) {
      failed += 1;
      print(`✖ ${name} (${took()}): ${error instanceof SmokeFailure ? error.message : String(error)}`);
    }
  }
  print(failed === 0 ? `\n${base} passed every check.` : `\n${base}: ${failed} check(s) failed.`);
  return failed;
}
