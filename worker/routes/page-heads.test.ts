import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_CODES } from '#schema/catalog.ts';
import { products, stoneCertificates } from '#schema/tables.ts';
import { uniqueWord } from '#testing/factories.ts';
import { call, callAt } from '#worker/test/app.ts';
import { insertProduct, testDb } from '#worker/test/factories.ts';
import { insertGalleryImage, storedGalleryImage } from '#worker/test/gallery-factories.ts';

const page = async (path: string, headers: HeadersInit = {}) => {
  const response = await call(path, { headers });
  return { response, html: await response.text() };
};

/** The <head> of a page, where all of this must be (no JavaScript needed to read it). */
const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(headOf(html))?.[1];

/** The content of the <meta> whose `name` or `property` is `key`. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];

const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...headOf(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
  );

/** Every JSON-LD object of the page, parsed. */
const structuredDataOf = (html: string): Record<string, unknown>[] =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) => JSON.parse(json));

const ofType = (html: string, type: string) => structuredDataOf(html).find((data) => data['@type'] === type);

describe('the head of the home page and the gallery', () => {
  it('has its title, description, canonical address, link previews and the shop as structured data', async () => {
    const { html } = await page('/');
    expect(titleOf(html)).toBe('Gemstone Gallery — Healing stones, birthstones and rare crystals');
    expect(metaOf(html, 'description')).toMatch(/^Authentic gemstones and crystals/);
    expect(canonicalOf(html)).toBe('https://gems.example/');
    expect(metaOf(html, 'og:title')).toBe(titleOf(html));
    expect(metaOf(html, 'og:url')).toBe('https://gems.example/');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(ofType(html, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Gemstone Gallery',
      url: 'https://gems.example/',
    });
    expect(ofType(html, 'WebSite')).toMatchObject({
      '@context': 'https://schema.org',
      url: 'https://gems.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://gems.example/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('lists the page in each of the 14 languages and an x-default', async () => {
    const alternates = alternatesOf((await page('/gallery')).html);
    expect(Object.keys(alternates).sort()).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
    expect(alternates.fr).toBe('https://gems.example/gallery?lang=fr');
    expect(alternates['x-default']).toBe('https://gems.example/gallery');
  });

  it('gives the gallery one title and one description of its own, not the template’s as well', async () => {
    const { html } = await page('/gallery');
    expect(headOf(html).match(/<title>/g)).toHaveLength(1);
    expect(headOf(html).match(/<meta name="description"/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('Gallery of gemstones and crystals — Gemstone Gallery');
    expect(metaOf(html, 'description')).toMatch(/^Browse our gallery of gemstones/);
  });
});

describe('a search results page', () => {
  it('renders the stones found, is not to be indexed but followed, and names the words alone as canonical', async () => {
    const word = uniqueWord();
    await insertProduct({ name: `Headline ${word}`, price: 4200 });
    const { response, html } = await page(`/search?q=${word}&sort=price_desc&in_stock=true&lang=fr`);
    expect(response.status).toBe(200);
    expect(html).toContain(`Headline ${word}`);
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
    expect(titleOf(html)).toBe(`Résultats pour « ${word} » — Gemstone Gallery`);
    // As written in the HTML attribute: `&` escaped.
    expect(canonicalOf(html)).toBe(`https://gems.example/search?q=${word}&amp;lang=fr`);
    expect(alternatesOf(html)['x-default']).toBe(`https://gems.example/search?q=${word}`);
    expect(structuredDataOf(html)).toEqual([]);
  });

  it('is "All stones" without words, canonical /search', async () => {
    const { html } = await page('/search');
    expect(titleOf(html)).toBe('All stones — Gemstone Gallery');
    expect(canonicalOf(html)).toBe('https://gems.example/search');
    expect(metaOf(html, 'robots')).toBe('noindex, follow');
  });
});

describe('?lang=xx', () => {
  it('renders the page in that language, stores it in the language cookie and keeps it in the canonical address', async () => {
    const { response, html } = await page('/gallery?lang=fr', { cookie: 'lang=de', 'accept-language': 'ja' });
    expect(response.headers.get('content-language')).toBe('fr');
    expect(html).toMatch(/<html[^>]* lang="fr"/);
    expect(response.headers.get('set-cookie')).toMatch(/^lang=fr; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(titleOf(html)).toBe('Galerie de pierres précieuses et de cristaux — Gemstone Gallery');
    expect(canonicalOf(html)).toBe('https://gems.example/gallery?lang=fr');
  });

  it('is ignored, and nothing stored, for a language the shop does not speak', async () => {
    const { response } = await page('/?lang=xx', { cookie: 'lang=de' });
    expect(response.headers.get('content-language')).toBe('de');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('a product page', () => {
  it('shows the product and tells search engines and link previews its name, price and stock', async () => {
    const stone = await insertProduct({ name: `Head Ruby ${uniqueWord()}`, description: 'A deep red ruby.', price: 4200, stock: 3 });
    const { response, html } = await page(`/products/${stone.id}`);
    expect(response.status).toBe(200);
    expect(html).toContain(`<h1`);
    expect(html).toContain('$42.00');
    expect(titleOf(html)).toBe(`${stone.name} — Gemstone Gallery`);
    expect(metaOf(html, 'description')).toBe('A deep red ruby.');
    expect(canonicalOf(html)).toBe(`https://gems.example/products/${stone.id}`);
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:image')).toBe(`https://gems.example${stone.imageUrl}`);
    expect(metaOf(html, 'product:price:amount')).toBe('42.00');
    expect(metaOf(html, 'product:price:currency')).toBe('USD');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(ofType(html, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: stone.name,
      description: 'A deep red ruby.',
      image: [`https://gems.example${stone.imageUrl}`],
      sku: String(stone.id),
      offers: {
        '@type': 'Offer',
        price: '42.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `https://gems.example/products/${stone.id}`,
      },
    });
  });

  it("shows each lab report with the lab's own check and the page's QR code, and carries the reports as additionalProperty", async () => {
    const stone = await insertProduct({ name: `Head Sapphire ${uniqueWord()}` });
    await testDb()
      .insert(stoneCertificates)
      .values([
        { productId: stone.id, lab: 'GIA', reportNumber: '2141438167', issuedOn: '2024-03-18', scanUrl: '/objects/uploads/gia-scan.pdf' },
        { productId: stone.id, lab: 'AGL', reportNumber: 'CS-1098765', issuedOn: '2023-11-02' },
      ]);
    const { html } = await page(`/products/${stone.id}?lang=ar`);
    expect(html).toContain('href="https://www.gia.edu/report-check?reportno=2141438167"');
    expect(html).toContain('href="/objects/uploads/gia-scan.pdf"');
    expect(html).toContain('CS-1098765');
    expect(html).toContain(`src="/api/qr/products/${stone.id}?lang=ar"`);
    expect(ofType(html, 'Product')).toMatchObject({
      additionalProperty: [
        {
          '@type': 'PropertyValue',
          propertyID: 'labReport',
          name: 'GIA report',
          value: '2141438167',
          validFrom: '2024-03-18',
          url: 'https://www.gia.edu/report-check?reportno=2141438167',
        },
        { '@type': 'PropertyValue', propertyID: 'labReport', name: 'AGL report', value: 'CS-1098765', validFrom: '2023-11-02' },
      ],
    });
  });

  it('names the country of origin when it is known, and none when it is not', async () => {
    const ceylon = await insertProduct({ name: `Head Sapphire ${uniqueWord()}`, originCode: 'LK' });
    expect(ofType((await page(`/products/${ceylon.id}`)).html, 'Product')).toMatchObject({
      countryOfOrigin: { '@type': 'Country', identifier: 'LK', name: 'Sri Lanka' },
    });
    const unknown = await insertProduct({ name: `Head Mystery ${uniqueWord()}`, originCode: 'unknown' });
    expect(ofType((await page(`/products/${unknown.id}`)).html, 'Product')).not.toHaveProperty('countryOfOrigin');
  });

  it('shows the treatment and the country of origin in the page itself, in the visitor’s language, "Not stated" when unknown', async () => {
    const ceylon = await insertProduct({ name: `Head Sapphire ${uniqueWord()}`, treatmentCode: 'heated', originCode: 'LK' });
    const factsOf = (html: string) => /<dl[^>]*data-testid="stone-facts"[^>]*>([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? '';
    const english = factsOf((await page(`/products/${ceylon.id}`)).html);
    expect(english).toMatch(/<dt>Treatment<\/dt><dd>Heated<\/dd><dt>Origin<\/dt><dd>Sri Lanka<\/dd>/);
    const arabic = factsOf((await page(`/products/${ceylon.id}?lang=ar`)).html);
    expect(arabic).toContain('<dd>مُسخَّن</dd>');
    expect(arabic).toContain(`<dd>${new Intl.DisplayNames(['ar'], { type: 'region' }).of('LK')}</dd>`);
    const unknown = await insertProduct({ name: `Head Mystery ${uniqueWord()}`, treatmentCode: 'unknown', originCode: 'unknown' });
    expect(factsOf((await page(`/products/${unknown.id}`)).html)).toMatch(/<dd>Not stated<\/dd><dt>Origin<\/dt><dd>Not stated<\/dd>/);
  });

  it('offers the price in the visitor’s currency, and says when the stone is out of stock', async () => {
    const stone = await insertProduct({ name: `Head Jade ${uniqueWord()}`, price: 10000, stock: 0 });
    const { html } = await page(`/products/${stone.id}`, { cookie: 'currency=JPY; lang=ja' });
    expect(ofType(html, 'Product')).toMatchObject({
      offers: { price: '11000', priceCurrency: 'JPY', availability: 'https://schema.org/OutOfStock' },
    });
    expect(metaOf(html, 'product:price:currency')).toBe('JPY');
  });

  it('keeps a name that closes the script out of the JSON-LD', async () => {
    const name = `</script><script>alert("${uniqueWord()}")</script>`;
    const stone = await insertProduct({ name });
    const { html } = await page(`/products/${stone.id}`);
    expect(headOf(html)).not.toContain(name);
    expect(ofType(html, 'Product')).toMatchObject({ name });
  });

  it('is Page Not Found with status 404 for an unknown, malformed or deleted id, and not to be indexed', async () => {
    const stone = await insertProduct();
    await testDb().delete(products).where(eq(products.id, stone.id));
    for (const path of ['/products/999999999', '/products/abc', '/products/1.5', '/products/abc.def', `/products/${stone.id}`]) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html).toContain('Page Not Found');
      expect(metaOf(html, 'robots')).toBe('noindex');
      expect(structuredDataOf(html)).toEqual([]);
    }
  });
});

describe('a gallery image’s page', () => {
  it('shows the stone and describes its picture as an ImageObject, counting no view itself', async () => {
    const image = await insertGalleryImage({ name: `Head Opal ${uniqueWord()}`, description: 'Fire in every colour.', views: 4 });
    const { response, html } = await page(`/gallery/${image.id}`);
    expect(response.status).toBe(200);
    expect(html).toContain('Fire in every colour.');
    expect(titleOf(html)).toBe(`${image.name} — Gemstone Gallery`);
    expect(canonicalOf(html)).toBe(`https://gems.example/gallery/${image.id}`);
    expect(metaOf(html, 'og:image')).toBe(`https://gems.example${image.imageUrl}`);
    expect(ofType(html, 'ImageObject')).toMatchObject({
      '@context': 'https://schema.org',
      name: image.name,
      description: 'Fire in every colour.',
      contentUrl: `https://gems.example${image.imageUrl}`,
      url: `https://gems.example/gallery/${image.id}`,
    });
    // The browser records the view when the page opens (docs/product.md §2), so a crawler counts none.
    expect((await storedGalleryImage(image.id))?.views).toBe(4);
  });

  it('is Page Not Found with status 404 for an unknown or malformed id', async () => {
    for (const path of ['/gallery/999999999', '/gallery/1.5', '/gallery/abc.def']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(404);
      expect(html, path).toContain('Page Not Found');
      expect(titleOf(html), path).not.toMatch(/^Gemstone Gallery — /);
    }
  });
});

describe('absolute links name PUBLIC_ORIGIN, never the Host a client sent (issue 21, item 14)', () => {
  it('names PUBLIC_ORIGIN in canonical, hreflang, og:url and JSON-LD of a page asked for with Host evil.example', async () => {
    const html = await (await callAt('http://evil.example/gallery')).text();

    expect(canonicalOf(html)).toBe('https://gems.example/gallery');
    expect(alternatesOf(html)['x-default']).toBe('https://gems.example/gallery');
    expect(metaOf(html, 'og:url')).toBe('https://gems.example/gallery');
    expect(headOf(html)).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN, keeps the links relative for a host that is not local, never naming it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await (await callAt('http://evil.example/gallery', {}, { PUBLIC_ORIGIN: '' })).text();
    log.mockRestore();

    expect(canonicalOf(html)).toBe('/gallery');
    expect(metaOf(html, 'og:url')).toBe('/gallery');
    expect(html).not.toContain('evil.example');
  });
});
