import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIES } from '#schema/pages.ts';
import { BOOKMARK_COOKIE } from '#schema/read-replication-api.ts';
import { products } from '#schema/tables.ts';
import { uniqueWord } from '#testing/factories.ts';
import app from '#worker/index.ts';
import { forgetPages } from '#worker/pages/page-cache.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';

/** A page through the whole Worker, once what it does after answering (keeping the page at the edge) is done. */
async function page(path: string, headers: Record<string, string> = {}) {
  const context = createExecutionContext();
  const response = await app.fetch(new Request(`http://shop.test${path}`, { headers }), env, context);
  const html = await response.text();
  await waitOnExecutionContext(context);
  return { response, html };
}

/** A change written straight to D1, as no route would: it does not move the catalog version. */
const sneakName = (id: number, name: string) => testDb().update(products).set({ name }).where(eq(products.id, id));

/** A product page kept once, then its stone renamed behind the catalog's back: a page still showing the old name was kept. */
async function keptProductPage(headers: Record<string, string> = {}) {
  const name = `Kept Stone ${uniqueWord()}`;
  const stone = await insertProduct({ name });
  const path = `/products/${stone.id}`;
  const first = await page(path, headers);
  expect(first.html).toContain(name);
  await sneakName(stone.id, `Renamed ${uniqueWord()}`);
  return { stone, name, path, first };
}

describe('public pages from the edge (Cache API) under path, language, currency and catalog version', () => {
  it('answers the same page again without rendering it: a change that skips the version stays unseen', async () => {
    const { name, path, first } = await keptProductPage();
    const again = await page(path);
    expect(again.response.status).toBe(200);
    expect(again.html).toBe(first.html);
    expect(again.html).toContain(name);
  });

  it('answers from the Cache API what the isolate no longer holds in memory', async () => {
    const { path, first } = await keptProductPage();
    forgetPages();
    const fromEdge = await page(path);
    expect(fromEdge.html).toBe(first.html);
    expect(fromEdge.response.headers.get('cache-control')).toBe('no-cache');
    expect(fromEdge.response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
  });

  it('sends a browser that takes gzip the kept page gzipped, the same bytes each time, and a client that takes none the page as it is', async () => {
    const { path, first } = await keptProductPage();
    const gzipped = async (acceptEncoding: string) => {
      const context = createExecutionContext();
      const response = await app.fetch(
        new Request(`http://shop.test${path}`, { headers: { 'accept-encoding': acceptEncoding } }),
        env,
        context,
      );
      await waitOnExecutionContext(context);
      return { encoding: response.headers.get('content-encoding'), bytes: new Uint8Array(await response.arrayBuffer()) };
    };
    const browser = await gzipped('gzip, deflate, br, zstd');
    expect(browser.encoding).toBe('gzip');
    expect(browser.bytes.length).toBeLessThan(first.html.length / 3);
    const unzipped = new Response(new Blob([browser.bytes]).stream().pipeThrough(new DecompressionStream('gzip')));
    expect(await unzipped.text()).toBe(first.html);
    expect((await gzipped('gzip')).bytes).toEqual(browser.bytes);

    const refusesGzip = await gzipped('gzip;q=0, identity');
    expect(refusesGzip.encoding).toBeNull();
    expect(new TextDecoder().decode(refusesGzip.bytes)).toBe(first.html);
    expect((await page(path)).html).toBe(first.html);
  });

  it('renders again after any catalog write, which moves the version', async () => {
    const { stone, path } = await keptProductPage();
    await insertProduct();
    const after = await page(path);
    const [renamed] = await testDb().select({ name: products.name }).from(products).where(eq(products.id, stone.id));
    expect(after.html).toContain(renamed?.name);
  });

  it.each<{ label: string; headers: Record<string, string> }>([
    { label: 'another language', headers: { cookie: `${PREFERENCE_COOKIES.language}=fr` } },
    { label: 'another currency', headers: { cookie: `${PREFERENCE_COOKIES.currency}=EUR` } },
    { label: 'another browser language', headers: { 'accept-language': 'de-DE' } },
  ])('keeps $label apart: it is rendered for itself', async ({ headers }) => {
    const { path } = await keptProductPage();
    const other = await page(path, headers);
    expect(other.html).toContain('Renamed');
  });

  it('keeps each query apart', async () => {
    const { path } = await keptProductPage();
    expect((await page(`${path}?ref=mail`)).html).toContain('Renamed');
  });

  it('carries the security headers on a page from the cache', async () => {
    const { path } = await keptProductPage();
    const again = await page(path);
    expect(again.response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(again.response.headers.get('x-frame-options')).toBe('DENY');
  });

  it("keeps nothing of one visitor's for the next: no cookie, no bookmark, the next visitor's own language cookie only", async () => {
    const visitor = { cookie: `${BOOKMARK_COOKIE}=00000001-00000002-00004e2f-0a83ea2fceebc654de0640c422be4653; admin_session=x` };
    const { path } = await keptProductPage(visitor);
    const named = await page(`${path}?lang=fr`, visitor);
    expect(named.response.headers.getSetCookie()).toEqual([expect.stringMatching(/^lang=fr;/)]);

    const stranger = await page(path);
    expect(stranger.response.headers.getSetCookie()).toEqual([]);
    expect(stranger.html).not.toContain('00000001-00000002');
    // From the Cache API, the one cookie is this answer's own: the kept copy carries none.
    forgetPages();
    const fromEdge = await page(`${path}?lang=fr`);
    expect(fromEdge.html).toContain('Renamed');
    expect(fromEdge.response.headers.getSetCookie()).toEqual([expect.stringMatching(/^lang=fr;/)]);
  });

  it('carries no nonce, so a kept page needs none of its own: the policy allows no inline script', async () => {
    const { path } = await keptProductPage();
    const again = await page(path);
    expect(again.html).not.toMatch(/\snonce=/);
    expect(again.response.headers.get('content-security-policy')).not.toContain('nonce-');
  });

  it('renders the home page and the gallery once for every visitor of a language and currency', async () => {
    for (const path of ['/', '/gallery']) {
      const first = await page(path);
      const again = await page(path);
      expect(again.html).toBe(first.html);
    }
  });
});
