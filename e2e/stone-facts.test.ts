import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GalleryPage } from '#schema/gallery-api.ts';
import type { ProductPage } from '#schema/products-api.ts';
import type { SearchResults } from '#schema/search-api.ts';
import { apiGet } from './lib/api.ts';
import { chromiumForFile, DESKTOP, newVisitor, PHONE, snap, visit } from './lib/browser.ts';

const browser = chromiumForFile();

/** The names of the cards in `grid`, as their headings say them. */
const cardNames = (grid: Locator) =>
  grid
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''),
    );

const sorted = (names: readonly string[]) => [...names].sort();

async function showFilters(page: Page) {
  await page.getByTestId('fact-filters').first().scrollIntoViewIfNeeded();
}

describe.each([
  ['1366', DESKTOP],
  ['390', PHONE],
] as const)('the stone-fact filters at %s px', (width, viewport) => {
  it('opens the shop grid filtered by the address, narrows it to certified stones, and Back widens it again', async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    const untreatedBrazil = await apiGet<ProductPage>('/api/products?limit=12&treatment=none&origin=BR');
    const certified = await apiGet<ProductPage>('/api/products?limit=12&treatment=none&origin=BR&certified=true');
    expect(untreatedBrazil.items.length).toBeGreaterThan(certified.items.length);
    expect(certified.items.length).toBeGreaterThan(0);

    await visit(page, '/?treatment=none&origin=BR');
    const grid = page.getByTestId('product-grid');
    await expect.poll(async () => sorted(await cardNames(grid))).toEqual(sorted(untreatedBrazil.items.map((item) => item.name)));
    await expect.poll(() => page.getByRole('combobox', { name: 'Origin' }).inputValue()).toBe('BR');
    await showFilters(page);
    await snap(page, `facts-home-${width}`);

    await page.getByRole('checkbox', { name: /Certified only/ }).check();
    await page.waitForURL((url) => url.searchParams.get('certified') === 'true' && url.searchParams.get('origin') === 'BR');
    await expect.poll(async () => sorted(await cardNames(grid))).toEqual(sorted(certified.items.map((item) => item.name)));

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('certified') && url.searchParams.get('treatment') === 'none');
    await expect.poll(async () => sorted(await cardNames(grid))).toEqual(sorted(untreatedBrazil.items.map((item) => item.name)));
    await expect.poll(() => page.getByRole('checkbox', { name: /Certified only/ }).isChecked()).toBe(false);
    await context.close();
  });

  it('filters the gallery and /search by the address too', async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    const { items: tanzanian } = await apiGet<GalleryPage>('/api/uploaded-images?origin=TZ');
    await visit(page, '/gallery?origin=TZ');
    await expect
      .poll(async () => sorted(await cardNames(page.getByTestId('gallery-grid'))))
      .toEqual(sorted(tanzanian.map((image) => image.name)));
    await showFilters(page);
    await snap(page, `facts-gallery-${width}`);

    const heated = await apiGet<SearchResults>('/api/search?treatment=heated');
    await visit(page, '/search?treatment=heated');
    await page.getByTestId('search-count').getByText(`${heated.total} stones`).waitFor();
    await page.getByRole('combobox', { name: 'Treatment' }).selectOption('none');
    await page.waitForURL((url) => url.searchParams.get('treatment') === 'none');
    const untreated = await apiGet<SearchResults>('/api/search?treatment=none');
    await page.getByTestId('search-count').getByText(`${untreated.total} stones`).waitFor();
    await page.goBack();
    await page.getByTestId('search-count').getByText(`${heated.total} stones`).waitFor();
    await showFilters(page);
    await snap(page, `facts-search-${width}`);
    await context.close();
  });

  it('speaks Arabic, countries named by the browser', async () => {
    const { context, page } = await newVisitor(browser(), viewport);
    await visit(page, '/?lang=ar&treatment=heated');
    await page.getByRole('option', { name: /مُسخَّن/, selected: true }).waitFor({ state: 'attached' });
    await page.getByRole('option', { name: /البرازيل/ }).waitFor({ state: 'attached' });
    await showFilters(page);
    await snap(page, `facts-home-ar-${width}`);
    await visit(page, '/gallery?lang=ar&certified=true');
    await showFilters(page);
    await snap(page, `facts-gallery-ar-${width}`);
    await visit(page, '/search?lang=ar&origin=LK');
    await showFilters(page);
    await snap(page, `facts-search-ar-${width}`);
    await context.close();
  });
});
