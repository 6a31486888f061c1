import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { priceRangeIn } from '#schema/price-range.ts';
import type { Rates } from '#schema/rates-api.ts';
import type { SearchResults } from '#schema/search-api.ts';
import { apiGet } from './lib/api.ts';
import { baseURL, chromiumForFile, DESKTOP, newVisitor, PHONE, snap, visit, whenInteractive } from './lib/browser.ts';

const browser = chromiumForFile();

const searchApi = (query: string) => apiGet<SearchResults>(`/api/search?${query}`);
const input = (page: Page) => page.getByTestId('header-search-input');
const resultPrices = (page: Page) => page.getByTestId('search-results').getByTestId('product-price').allInnerTexts();
const dollars = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Opens the header's search: the field on a wide screen, the button that opens it on a phone. */
async function openSearch(page: Page, phone: boolean, fieldName = 'Search the shop') {
  await (phone ? page.getByRole('button', { name: 'Open search' }) : page.getByRole('searchbox', { name: fieldName })).click();
  await input(page).waitFor();
}

/** Each width the search is walked at, and whether it is a phone's (the field behind an 'Open search' button). */
const WIDTHS = [
  ['1366 px', DESKTOP, false],
  ['390 px', PHONE, true],
] as const;

async function waitForUrl(page: Page, test: (url: URL) => boolean) {
  await page.waitForURL((url) => test(url));
}

describe.each(WIDTHS)('searching the shop at %s', (label, viewport, phone) => {
  it('suggests as the shopper types, picks with the keyboard, refines by price and sort, and Back restores each step', async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    const tag = label.replace(' ', '');
    await visit(page, '/');

    await openSearch(page, phone);
    await input(page).fill('quartz');
    const stones = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => stones.count()).toBeGreaterThan(1);
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ suggestions?/ })
      .waitFor({ state: 'attached' });
    await snap(page, `search-suggest-${tag}`);

    // The first suggestion is a stone: arrow down to it, Enter opens its page.
    const first = (await stones.first().innerText()).split('\n')[0] ?? '';
    await input(page).press('ArrowDown');
    await input(page).press('Enter');
    await waitForUrl(page, (url) => url.pathname.startsWith('/products/'));
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    await page.goBack();
    await waitForUrl(page, (url) => url.pathname === '/');

    // Enter with nothing picked shows every result for the words.
    await openSearch(page, phone);
    await input(page).fill('quartz');
    await input(page).press('Enter');
    await waitForUrl(page, (url) => url.pathname === '/search' && url.searchParams.get('q') === 'quartz');
    const all = await searchApi('q=quartz');
    await page.getByTestId('search-count').getByText(`${all.total} stones`).waitFor();
    await snap(page, `search-results-${tag}`);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await waitForUrl(page, (url) => url.searchParams.get('sort') === 'price_asc');
    await expect
      .poll(async () => (await resultPrices(page)).map(dollars))
      .toEqual([...all.items].map((item) => item.price / 100).sort((a, b) => a - b));

    const cheapest = Math.min(...all.items.map((item) => item.price)) / 100;
    await page.getByRole('textbox', { name: 'To' }).fill(String(Math.ceil(cheapest)));
    await page.getByRole('button', { name: 'Apply price' }).click();
    await waitForUrl(page, (url) => url.searchParams.get('max') === String(Math.ceil(cheapest)));
    const bounded = await searchApi(`q=quartz&max=${Math.ceil(cheapest)}`);
    await page
      .getByTestId('search-count')
      .getByText(new RegExp(`^${bounded.total} stones?$`))
      .waitFor();
    await expect.poll(async () => (await resultPrices(page)).map(dollars).every((price) => price <= cheapest + 1)).toBe(true);
    await snap(page, `search-refined-${tag}`);

    await page.goBack();
    await waitForUrl(page, (url) => url.searchParams.get('max') === null && url.searchParams.get('sort') === 'price_asc');
    await page.getByTestId('search-count').getByText(`${all.total} stones`).waitFor();
    await page.goBack();
    await waitForUrl(page, (url) => url.searchParams.get('sort') === null && url.searchParams.get('q') === 'quartz');
    await context.close();
  });
});

describe.each(WIDTHS)('a link to a price range, shared with a shopper who prices in another currency, at %s', (label, viewport) => {
  it("opens on the range in the shopper's currency, rounded outward, with the stones the link's range found", async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    // The shopper priced in euros before: the stored choice and its cookie, as the header's picker leaves them.
    await context.addCookies([{ name: 'currency', value: 'EUR', url: baseURL() }]);
    await context.addInitScript(() => localStorage.setItem('selectedCurrency', 'EUR'));
    const shared = await searchApi('q=quartz&min=10&max=50&currency=USD&sort=price_asc');
    expect(shared.total).toBeGreaterThan(0);
    const { rates } = await apiGet<Rates>('/api/rates');
    const { min, max } = priceRangeIn({ min: 10, max: 50 }, 'USD', 'EUR', rates);

    await visit(page, '/search?q=quartz&min=10&max=50&currency=USD&sort=price_asc');
    // The server's page already shows the range in euros; the address follows, in place.
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(String(min));
    expect(await page.getByRole('textbox', { name: 'To' }).inputValue()).toBe(String(max));
    await page.getByText('Price (EUR)').waitFor();
    await waitForUrl(page, (url) => url.searchParams.get('currency') === 'EUR' && url.searchParams.get('min') === String(min));
    expect(new URL(page.url()).searchParams.get('max')).toBe(String(max));
    await page
      .getByTestId('search-count')
      .getByText(new RegExp(`^${shared.total} stones?$`))
      .waitFor();
    const names = await page.getByTestId('search-results').getByRole('heading').allInnerTexts();
    expect(names).toEqual(shared.items.map((item) => item.name));
    expect((await resultPrices(page)).every((price) => price.includes('€'))).toBe(true);
    await snap(page, `search-shared-range-eur-${label.replace(' ', '')}`);
    // Back leaves the page: the address was written over, not added to the history.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await context.close();
  });
});

describe("the header's search field while its predictive box's code is still on the way", () => {
  /** Holds back the predictive box's chunk (and the Mantine parts it loads with) until `release` is called. */
  async function holdBoxCode(page: Page) {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/PredictiveSearch-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it.each([
    ['1366 px', DESKTOP, false],
    ['390 px', PHONE, true],
  ] as const)('keeps every letter typed at %s, and the box goes on with them', async (_label, viewport, phone) => {
    const { context, page } = await newVisitor(browser(), viewport);
    const release = await holdBoxCode(page);
    await visit(page, '/products/12');
    if (phone) await page.getByRole('button', { name: 'Open search' }).click();
    else {
      // Focus as Tab gives it: the field keeps it while the code loads.
      await page.getByRole('searchbox', { name: 'Search the shop' }).focus();
    }
    await page.keyboard.type('sapph');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('sapph');
    release();
    await expect.poll(() => page.getByRole('listbox').count()).toBeGreaterThan(0);
    await page.keyboard.type('ire');
    expect(await input(page).inputValue()).toBe('sapphire');
    await snap(page, `search-typed-before-code-${phone ? 'phone' : 'desktop'}`);
    await context.close();
  });
});

describe.each(WIDTHS)('the search field and page at %s, as a keyboard and odd words use them', (label, viewport, phone) => {
  it("keeps the words on the first Escape, which closes the list, and leaves on the second; on a phone 'Open search' has the keyboard again", async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    await visit(page, '/');
    await openSearch(page, phone);
    await input(page).fill('ame');
    await page.getByRole('listbox').waitFor();

    await input(page).press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    expect(await input(page).inputValue()).toBe('ame');
    await input(page).press('Escape');
    if (phone) {
      await page.getByRole('dialog', { name: 'Search the shop' }).waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open search');
    } else {
      await input(page).waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('wraps a long unbroken word in its heading instead of widening the page, in English and Arabic', async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    for (const lang of ['en', 'ar']) {
      await visit(page, `/search?lang=${lang}&q=${'a'.repeat(100)}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang}, ${label}`).toBeLessThanOrEqual(viewport.width);
    }
    await context.close();
  });
});

describe('searching in Arabic', () => {
  it('suggests and shows the results in Arabic, right to left', async () => {
    const { context, page } = await newVisitor(browser(), DESKTOP);
    await visit(page, '/?lang=ar');
    await openSearch(page, false, 'ابحث في المتجر');
    await input(page).fill('quartz');
    await expect.poll(() => page.getByRole('listbox').getByRole('option').count()).toBeGreaterThan(1);
    await snap(page, 'search-suggest-ar');
    await input(page).press('Enter');
    await waitForUrl(page, (url) => url.pathname === '/search');
    await whenInteractive(page);
    await page.getByRole('heading', { level: 1, name: 'نتائج «quartz»' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('combobox', { name: 'الترتيب حسب' }).waitFor();
    await snap(page, 'search-results-ar');
    await context.close();
  });

  it('renders a results page on the server, phone width, with the filters above the stones', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    await visit(page, '/search?q=quartz&lang=ar');
    await page.getByTestId('search-results').waitFor();
    await snap(page, 'search-results-ar-390px');
    await context.close();
  });
});
