import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '#schema/products-api.ts';
import { call, callAt } from '#worker/test/app.ts';
import { staffCall } from '#worker/test/admin-session.ts';
import { adminCookie, insertStone } from '#worker/test/checkout-fixtures.ts';
import { putUpload } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

/** The sitemap's <loc> addresses and their <lastmod>. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const response = await call('/sitemap.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)];
  return new Map(entries.map(([, loc = '', lastmod]) => [loc, lastmod]));
}

describe('/sitemap.xml', () => {
  it('lists the home page, the gallery and every gallery image, each with when it last changed', async () => {
    const image = await insertGalleryImage({ name: 'Sitemap Opal' });
    const entries = await sitemap();
    expect(entries.has('https://gems.example/')).toBe(true);
    expect(entries.get('https://gems.example/gallery')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entries.get(`https://gems.example/gallery/${image.id}`)).toBe(image.createdAt.toISOString());
  });

  it('gains a product when staff add it and loses it when they delete it', async () => {
    const { imageUrl } = await putUpload();
    const added = await staffCall(cookie, 'POST', '/api/products', {
      name: 'Sitemap Garnet',
      description: 'Listed, then not.',
      price: 1200,
      imageUrl,
      category: 'rare',
      stock: 2,
    });
    expect(added.status).toBe(201);
    const product = await added.json<Product>();
    const address = `https://gems.example/products/${product.id}`;
    expect((await sitemap()).get(address)).toMatch(/^\d{4}-\d\d-\d\dT/);

    expect((await staffCall(cookie, 'DELETE', `/api/products/${product.id}`)).status).toBe(204);
    expect((await sitemap()).has(address)).toBe(false);
  });
});

describe('/sitemap.xml lastmod', () => {
  const longAgo = new Date('2026-01-02T03:04:05.000Z');

  it("moves a product's page when staff edit it, and the home page with it", async () => {
    const stone = await insertStone({ createdAt: longAgo });
    const address = `https://gems.example/products/${stone.id}`;
    expect((await sitemap()).get(address)).toBe(longAgo.toISOString());

    const before = Date.now();
    expect((await staffCall(cookie, 'PATCH', `/api/products/${stone.id}`, { description: 'Recut and polished.' })).status).toBe(200);

    const entries = await sitemap();
    const edited = Date.parse(entries.get(address) ?? '');
    expect(edited).toBeGreaterThanOrEqual(before);
    expect(Date.parse(entries.get('https://gems.example/') ?? '')).toBeGreaterThanOrEqual(edited);
  });

  it("moves a gallery image's page when staff edit it, and not when shoppers view it", async () => {
    const image = await insertGalleryImage({ name: 'Lastmod Opal', createdAt: longAgo });
    const address = `https://gems.example/gallery/${image.id}`;
    expect((await call(`/api/uploaded-images/${image.id}?track_view=true`)).status).toBe(200);
    expect((await sitemap()).get(address)).toBe(longAgo.toISOString());

    const before = Date.now();
    expect(
      (
        await staffCall(cookie, 'PUT', `/api/uploaded-images/${image.id}`, {
          name: 'Lastmod Opal',
          description: 'A fire opal from Mexico.',
        })
      ).status,
    ).toBe(200);

    expect(Date.parse((await sitemap()).get(address) ?? '')).toBeGreaterThanOrEqual(before);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers in, keeps them out of the staff area and the API, and names the sitemap', async () => {
    const response = await call('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: https://gems.example/sitemap.xml');
  });
});

describe('the sitemap and robots.txt name PUBLIC_ORIGIN, never the Host a client sent (issue 21, item 14)', () => {
  it('names PUBLIC_ORIGIN for a request to Host evil.example', async () => {
    const sitemap = await (await callAt('http://evil.example/sitemap.xml')).text();
    const robots = await (await callAt('http://evil.example/robots.txt')).text();

    expect(sitemap).toContain('<loc>https://gems.example/</loc>');
    expect(`${sitemap}${robots}`).not.toContain('evil.example');
    expect(robots).toContain('Sitemap: https://gems.example/sitemap.xml');
  });

  it('without PUBLIC_ORIGIN, answers no sitemap and names none in robots.txt for a host that is not local', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sitemap = await callAt('http://evil.example/sitemap.xml', {}, { PUBLIC_ORIGIN: '' });
    const robots = await callAt('http://evil.example/robots.txt', {}, { PUBLIC_ORIGIN: '' });
    log.mockRestore();

    expect(sitemap.status).toBe(404);
    expect(await robots.text()).not.toContain('Sitemap:');
  });

  it('without PUBLIC_ORIGIN, names the local server itself in local development', async () => {
    const robots = await callAt('http://localhost:8787/robots.txt', {}, { PUBLIC_ORIGIN: '' });

    expect(await robots.text()).toContain('Sitemap: http://localhost:8787/sitemap.xml');
  });
});
