import { describe, expect, it } from 'vitest';
import { HYDRATION_ELEMENT_ID, PAGE_FILES_ADDRESS, type PageFilesByRoute } from '#schema/pages.ts';
import { uniqueWord } from '#testing/factories.ts';
import { AFTER_PAINT_SCRIPT } from '#worker/routes/pages.ts';
import { call, callAt } from '#worker/test/app.ts';
import { insertProduct } from '#worker/test/factories.ts';
import { insertGalleryImage } from '#worker/test/gallery-factories.ts';

const page = async (path: string, headers: HeadersInit = {}) => {
  const response = await call(path, { headers });
  return { response, html: await response.text() };
};

/** The JSON the browser hydrates from, as the page carries it. */
type Hydration = {
  queries: { queries: { queryKey: unknown[] }[] };
  translations: Record<string, unknown> | null;
  displayNames: { currency?: Record<string, string>; region?: Record<string, string> };
};

function hydrationOf(html: string): Hydration {
  const match = new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('the page carries no hydration script');
  return JSON.parse(match[1]);
}

describe('pages rendered by the Worker', () => {
  it('sends the home page with its products already in the HTML, in English and dollars by default, carrying its English texts', async () => {
    const stone = await insertProduct({ name: `Server Stone ${uniqueWord()}`, price: 4200, category: 'rare' });
    const { response, html } = await page('/?category=rare');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<html[^>]* dir="ltr"/);
    expect(html).toContain(stone.name);
    expect(html).toContain('$42.00');
    expect(hydrationOf(html).translations).toHaveProperty(['catalog', 'addToCart'], 'Add to Cart');
  });

  it("follows the visitor's language and currency cookies, right to left for Arabic", async () => {
    const stone = await insertProduct({ name: `Cookie Stone ${uniqueWord()}`, price: 1000, category: 'rare' });
    const { response, html } = await page('/?category=rare', { cookie: 'lang=ar; currency=EUR' });
    expect(response.headers.get('content-language')).toBe('ar');
    expect(html).toMatch(/<html[^>]* lang="ar"/);
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(html).toMatch(/<html[^>]* data-currency="EUR"/);
    expect(html).toContain(stone.name);
    expect(html).toContain('€');
    expect(hydrationOf(html).translations).toHaveProperty('catalog');
  });

  it('brings the currency and country names it shows, as its HTML shows them, for the browser not to name them again', async () => {
    const stone = await insertProduct({ name: `Named Stone ${uniqueWord()}`, originCode: 'LK' });
    const { html } = await page(`/products/${stone.id}`, { cookie: 'lang=fr' });
    const { currency = {}, region = {} } = hydrationOf(html).displayNames;
    expect(Object.keys(currency)).toHaveLength(14);
    expect(html).toContain(`EUR · ${currency.EUR}`);
    expect(region.LK).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('LK'));
    expect(html).toContain(`<dd>${region.LK}</dd>`);
  });

  it('takes the language from Accept-Language when no choice is stored, and English for one it does not speak', async () => {
    expect((await page('/', { 'accept-language': 'xx-YY, fr-CA;q=0.8, de;q=0.5' })).response.headers.get('content-language')).toBe('fr');
    expect((await page('/', { 'accept-language': 'xx-YY' })).response.headers.get('content-language')).toBe('en');
    expect((await page('/', { cookie: 'lang=klingon', 'accept-language': 'de' })).response.headers.get('content-language')).toBe('de');
  });

  it.each([
    ['de;q=0.5, fr;q=0.9', 'fr'],
    ['fr;q=0, de', 'de'],
    ['nb-NO, en;q=0.5', 'no'],
    ['nn', 'no'],
    ['zh_TW', 'zh'],
    ['PT-br', 'pt'],
    ['*, ja;q=0.1', 'ja'],
    ['', 'en'],
  ])('reads Accept-Language %j as %s, as the web app reads navigator.languages', async (header, language) => {
    expect((await page('/', { 'accept-language': header })).response.headers.get('content-language')).toBe(language);
  });

  it('puts the address and the stored choice before Accept-Language, and takes only exact codes from them', async () => {
    const languageOfPage = async (path: string, headers: HeadersInit) =>
      (await page(path, headers)).response.headers.get('content-language');
    expect(await languageOfPage('/?lang=ja', { cookie: 'lang=de', 'accept-language': 'fr' })).toBe('ja');
    expect(await languageOfPage('/', { cookie: 'lang=de', 'accept-language': 'fr' })).toBe('de');
    expect(await languageOfPage('/?lang=fr-CA', { cookie: 'lang=DE', 'accept-language': 'es' })).toBe('es');
  });

  it('carries the loaded queries so the browser fetches nothing twice', async () => {
    const { html } = await page('/gallery');
    const keys = hydrationOf(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('gallery'))).toBe(true);
  });

  it('carries, on a filtered home page, the unfiltered first products the showcase shows too', async () => {
    const { html } = await page('/?category=rare');
    const keys = hydrationOf(html).queries.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify(['products', 'pages', 'rare']));
    expect(keys).toContain(JSON.stringify(['products', 'pages', 'all']));
  });

  it('keeps a name that closes the script out of the page script: escaped in the HTML and in the JSON', async () => {
    const word = uniqueWord();
    const name = `</script><script>alert("${word}")</script>`;
    await insertGalleryImage({ name, featured: true });
    const { html } = await page(`/gallery?search=${encodeURIComponent(word)}`);
    expect(html).not.toContain(name);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert');
    // Parsed back, the JSON holds the name as it is.
    expect(JSON.stringify(hydrationOf(html))).toContain(JSON.stringify(name));
  });

  it("answers an unknown address with 404 and the app's Page Not Found in the HTML", async () => {
    const { response, html } = await page('/no/such/page');
    expect(response.status).toBe(404);
    expect(html).toContain('Page Not Found');
  });

  it('leaves the staff area to the browser: the shell without a rendered page', async () => {
    const { response, html } = await page('/admin/login');
    expect(response.status).toBe(200);
    expect(html).not.toContain(`id="${HYDRATION_ELEMENT_ID}"`);
  });

  it.each(['/', '/gallery', '/admin/login'])(
    "carries on %s the theme's variables and breakpoint classes the build wrote from the theme, before the app's own HTML",
    async (path) => {
      const { html } = await page(path);
      const sheet = /<style data-theme>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      expect(sheet).toContain('--mantine-primary-color-filled:');
      expect(sheet).toContain('[data-mantine-color-scheme=light]{');
      expect(sheet).toContain('.mantine-hidden-from-sm');
      expect(html.indexOf('<style data-theme>')).toBeLessThan(html.indexOf('<div id="root"'));
    },
  );

  it("starts a rendered page's code after it has painted; the staff area's shell starts it at once", async () => {
    const entry = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/;
    const shell = (await page('/admin/login')).html;
    const entryFile = entry.exec(shell)?.[1];
    expect(entryFile).toBeDefined();
    const rendered = (await page('/')).html;
    expect(rendered).not.toMatch(entry);
    expect(rendered).toContain(`<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="${entryFile}"></script>`);
    const loader = await call(AFTER_PAINT_SCRIPT);
    expect(loader.status).toBe(200);
    expect(await loader.text()).toMatch(/getAttribute\(.data-entry.\)/);
  });

  it("links a page's own stylesheets into its head and names its own chunks beside the entry, from the build's map", async () => {
    const filesByRoute = (await (await call(PAGE_FILES_ADDRESS)).json()) as PageFilesByRoute;
    const gallery = filesByRoute['/gallery'];
    expect(gallery?.js.length).toBeGreaterThan(0);
    expect(gallery?.css.length).toBeGreaterThan(0);

    const html = (await page('/gallery')).html;
    const head = html.slice(0, html.indexOf('</head>'));
    for (const sheet of gallery?.css ?? []) expect(head).toContain(`<link rel="stylesheet" crossorigin href="${sheet}">`);
    expect(html).toMatch(
      new RegExp(`<script defer src="${AFTER_PAINT_SCRIPT}" data-entry="[^"]+" data-chunks="${gallery?.js.join(' ')}">`),
    );

    // The home page is all in the first load: nothing of its own to name.
    expect(filesByRoute['/']).toBeUndefined();
    expect((await page('/')).html).not.toContain('data-chunks');
  });

  it('is never cached as one answer for every visitor', async () => {
    const { response } = await page('/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBeNull();
  });
});

describe('the render limit (issue 21, item 10)', () => {
  /** A RENDER_LIMIT binding that has `left` renders left, and records the keys it counted. */
  function renderLimit(left: number) {
    const keys: string[] = [];
    const binding = {
      limit: async ({ key }: { key: string }) => {
        keys.push(key);
        left -= 1;
        return { success: left >= 0 };
      },
    } as RateLimit;
    return { binding, keys };
  }

  it('gives an address past its renders a minute the app shell, with 200, for its browser to render', async () => {
    const limit = renderLimit(1);
    // Two pages not kept yet (a kept page is answered without a render, and counts against no limit).
    const ask = () =>
      callAt(
        `http://shop.test/gallery?search=${uniqueWord()}`,
        { headers: { 'cf-connecting-ip': '203.0.113.9' } },
        { RENDER_LIMIT: limit.binding },
      );

    const rendered = await ask();
    const shell = await ask();

    expect(rendered.status).toBe(200);
    expect(await rendered.text()).toContain(`id="${HYDRATION_ELEMENT_ID}"`);
    expect(shell.status).toBe(200);
    const html = await shell.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(`id="${HYDRATION_ELEMENT_ID}"`);
    expect(limit.keys).toEqual(['203.0.113.9', '203.0.113.9']);
  });

  it('answers a kept page to an address past its renders, counting nothing', async () => {
    await callAt('http://shop.test/gallery');
    const limit = renderLimit(0);

    const response = await callAt(
      'http://shop.test/gallery',
      { headers: { 'cf-connecting-ip': '203.0.113.10' } },
      { RENDER_LIMIT: limit.binding },
    );

    expect(await response.text()).toContain(`id="${HYDRATION_ELEMENT_ID}"`);
    expect(limit.keys).toEqual([]);
  });

  it.each<Record<string, string>>([{}, { 'cf-connecting-ip': '127.0.0.1' }, { 'cf-connecting-ip': '::1' }])(
    'counts no in-process call and no call from this machine (%o)',
    async (headers) => {
      const limit = renderLimit(0);

      const response = await callAt(`http://shop.test/gallery?search=${uniqueWord()}`, { headers }, { RENDER_LIMIT: limit.binding });

      expect(await response.text()).toContain(`id="${HYDRATION_ELEMENT_ID}"`);
      expect(limit.keys).toEqual([]);
    },
  );
});
