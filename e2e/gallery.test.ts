import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '#web/locales/en.json';
import { GALLERY_CATEGORIES } from '#schema/catalog.ts';
import { GALLERY_FIRST_PAGE_SIZE, type GalleryImage, type GalleryPage, type GalleryStats } from '#schema/gallery-api.ts';

import { apiGet } from './lib/api.ts';
import { chromiumForFile, newVisitor, PHONE, reload, snap, visit } from './lib/browser.ts';
import { viewsText } from './lib/shop.ts';

const browser = chromiumForFile();

const stats = (query = '') => apiGet<GalleryStats>(`/api/uploaded-images/stats?${query}`);
const images = async (query = '') => (await apiGet<GalleryPage>(`/api/uploaded-images?${query}`)).items;

const cards = (page: Page) => page.getByTestId('gallery-card');
const summary = (page: Page) => page.getByTestId('gallery-summary');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search gemstones' });
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' });
const toggle = (page: Page) => page.getByRole('radiogroup', { name: 'Show' });

/** The summary line: the cards shown, while the grid pages ("24 of 48"), then the counts of all that match. */
const summaryText = (counts: GalleryStats) =>
  new RegExp(
    `^Showing (\\d+ of )?${counts.total} gemstone${counts.total === 1 ? '' : 's'} · ${counts.inStock} in stock · ${counts.featured} featured$`,
  );

async function waitForCardCount(page: Page, count: number) {
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="gallery-card"]').length === n, count);
}

/** Scrolls to the end until the grid holds every card (infinite scroll): each scroll to the end brings the next page. */
async function scrollToEnd(page: Page, total: number) {
  for (let shown = await cards(page).count(); shown < total; shown = await cards(page).count()) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction((before) => document.querySelectorAll('[data-testid="gallery-card"]').length > before, shown);
  }
  await waitForCardCount(page, total);
}

async function openGallery(page: Page, query = '') {
  await visit(page, `/gallery${query}`);
  await page.getByRole('heading', { level: 1, name: 'Gemstone Gallery' }).waitFor();
}

describe('the gallery page', () => {
  it('shows the counts, the summary line and every card, loading more as the visitor scrolls', async () => {
    const counts = await stats();
    const { context, page } = await newVisitor(browser());
    await openGallery(page);

    await summary(page).getByText(summaryText(counts)).waitFor();
    await toggle(page).getByText(`All gemstones (${counts.total})`).waitFor();
    await toggle(page).getByText(`Featured only (${counts.featured})`).waitFor();
    // The cards the page comes with; the rest arrives on scrolling.
    await waitForCardCount(page, Math.min(GALLERY_FIRST_PAGE_SIZE, counts.total));
    await snap(page, 'gallery-desktop');

    await scrollToEnd(page, counts.total);
    expect(await page.getByRole('button', { name: 'Load more gemstones' }).count()).toBe(0);
    const names = await cards(page).getByRole('heading').allTextContents();
    expect(names).toEqual((await images()).map((image) => image.name));
    await context.close();
  });

  it('narrows the grid as the visitor types a search, and keeps it in the URL', async () => {
    const expected = await images('search=sapph');
    expect(expected.length).toBeGreaterThan(0);
    const { context, page } = await newVisitor(browser());
    await openGallery(page);

    await searchBox(page).fill('SAPPH');
    await page.waitForURL(/[?&]search=SAPPH/);
    await waitForCardCount(page, expected.length);

    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(expected.map((image) => image.name));
    await summary(page)
      .getByText(summaryText(await stats('search=sapph')))
      .waitFor();
    await context.close();
  });

  it('filters by category and counts within it', async () => {
    const rare = await stats('category=rare');
    const { context, page } = await newVisitor(browser());
    await openGallery(page);

    await categorySelect(page).selectOption({ label: 'Rare Specimens' });
    // The address changes in the page (no new document): no need to wait for the first one's images to finish.
    await page.waitForURL(/[?&]category=rare/, { waitUntil: 'commit' });

    await toggle(page).getByText(`All gemstones (${rare.total})`).waitFor();
    await toggle(page).getByText(`Featured only (${rare.featured})`).waitFor();
    await summary(page).getByText(summaryText(rare)).waitFor();
    await waitForCardCount(page, rare.total);
    for (const badge of await cards(page).getByText('Rare Specimens', { exact: true }).all()) expect(await badge.isVisible()).toBe(true);
    expect(await cards(page).getByText('Rare Specimens', { exact: true }).count()).toBe(rare.total);
    await context.close();
  });

  it('shows featured gemstones only when the toggle says so', async () => {
    const all = await stats();
    const featured = await stats('featured=true');
    const { context, page } = await newVisitor(browser());
    await openGallery(page);
    await summary(page).getByText(summaryText(all)).waitFor();

    await toggle(page).getByText(`Featured only (${all.featured})`).click();
    await page.waitForURL(/[?&]featured=true/);

    await summary(page).getByText(summaryText(featured)).waitFor();
    await waitForCardCount(page, featured.total);
    expect(await cards(page).getByText('Featured', { exact: true }).count()).toBe(featured.total);

    await toggle(page).getByText(`All gemstones (${all.total})`).click();
    await summary(page).getByText(summaryText(all)).waitFor();
    expect(page.url()).not.toContain('featured');
    await context.close();
  });

  it('keeps search, category and featured across a reload', async () => {
    const expected = await images('search=blue&category=rare&featured=true');
    const { context, page } = await newVisitor(browser());
    await openGallery(page, '?category=rare');
    await searchBox(page).fill('blue');
    await page.waitForURL(/search=blue/);
    await toggle(page)
      .getByText(/^Featured only/)
      .click();
    await page.waitForURL(/featured=true/);
    await waitForCardCount(page, expected.length);

    await reload(page);

    await page.getByRole('heading', { level: 1 }).waitFor();
    await waitForCardCount(page, expected.length);
    expect(await searchBox(page).inputValue()).toBe('blue');
    expect(await categorySelect(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('Rare Specimens');
    expect(
      await toggle(page)
        .getByRole('radio', { name: /^Featured only/ })
        .isChecked(),
    ).toBe(true);
    expect(await cards(page).getByRole('heading').allTextContents()).toEqual(expected.map((image) => image.name));
    await context.close();
  });

  it("says 'No featured gemstones found' and its View all button shows the rest", async () => {
    const categories = await Promise.all(
      GALLERY_CATEGORIES.map(async (category) => ({ category, counts: await stats(`category=${category}`) })),
    );
    const withoutFeatured = categories.find(({ counts }) => counts.featured === 0 && counts.total > 0);
    if (!withoutFeatured) throw new Error('every gallery category has a featured image: no empty featured view to test');
    const { context, page } = await newVisitor(browser(), PHONE);
    await openGallery(page, `?category=${withoutFeatured.category}&featured=true`);

    const empty = page.getByTestId('gallery-empty');
    await empty.getByRole('heading', { name: 'No featured gemstones found' }).waitFor();
    await snap(page, 'gallery-phone-empty');
    await empty.getByRole('button', { name: 'View all gemstones' }).click();

    await waitForCardCount(page, withoutFeatured.counts.total);
    expect(page.url()).not.toContain('featured');
    expect(page.url()).toContain(`category=${withoutFeatured.category}`);
    await context.close();
  });

  it("says 'No gemstones found' for a search nothing matches", async () => {
    const { context, page } = await newVisitor(browser());
    await openGallery(page, '?search=no-such-stone-here');
    const empty = page.getByTestId('gallery-empty');
    await empty.getByRole('heading', { name: 'No gemstones found' }).waitFor();
    expect(await empty.getByRole('button').count()).toBe(0);
    await summary(page).getByText('Showing 0 gemstones · 0 in stock · 0 featured').waitFor();
    await context.close();
  });
});

describe('the detail dialog', () => {
  /** A priced stone with every field filled in, and an unpriced one. */
  async function sampleStones() {
    const all = await images();
    const complete = (image: GalleryImage) =>
      [
        image.weight,
        image.dimensions,
        image.origin,
        image.hardness,
        image.treatment,
        image.certification,
        image.metaphysicalProperties,
      ].every(Boolean);
    const priced = all.find((image) => image.price !== null && complete(image));
    const unpriced = all.find((image) => image.price === null);
    if (!priced || !unpriced) throw new Error('the gallery needs a priced, fully described stone and an unpriced one');
    return { priced, unpriced };
  }

  async function openDetails(page: Page, image: GalleryImage) {
    await openGallery(page, `?search=${encodeURIComponent(image.name)}`);
    const card = page.getByRole('article', { name: image.name });
    await card.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: image.name });
    await dialog.waitFor();
    // Done fading in, so a screenshot shows the dialog as the visitor sees it.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await page.waitForFunction(() => getComputedStyle(document.querySelector('[role="dialog"]')!).opacity === '1');
    return { card, dialog };
  }

  it('shows every field of the stone, its price and both ways to ask about it', async () => {
    const { priced } = await sampleStones();
    const { context, page } = await newVisitor(browser());
    const { dialog } = await openDetails(page, priced);

    for (const text of [
      priced.description,
      priced.weight,
      priced.dimensions,
      priced.origin,
      priced.hardness,
      // A treatment the shop knows is named in the visitor's words; what staff wrote shows only while it is unknown.
      priced.treatmentCode === 'unknown' ? priced.treatment : en.facts.treatments[priced.treatmentCode],
      priced.certification,
      priced.metaphysicalProperties,
    ]) {
      await dialog.getByText(text, { exact: true }).waitFor();
    }
    for (const label of ['Weight', 'Dimensions', 'Origin', 'Hardness (Mohs)', 'Treatment', 'Certification', 'Metaphysical properties']) {
      await dialog.getByText(label, { exact: true }).waitFor();
    }
    const dollars = `$${(priced.price! / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
    expect(await dialog.getByTestId('gallery-details-price').textContent()).toBe(dollars);
    expect(await dialog.getByRole('img', { name: priced.name }).evaluate((element) => (element as HTMLImageElement).complete)).toBe(true);
    const chat = dialog.getByRole('link', { name: 'Ask about it on WhatsApp' });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    expect(await chat.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByRole('link', { name: /^Call \+/ }).getAttribute('href')).toMatch(/^tel:\+\d+$/);
    await snap(page, 'gallery-dialog-desktop');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it("reads 'Price on request' for a stone without a price", async () => {
    const { unpriced } = await sampleStones();
    const { context, page } = await newVisitor(browser(), PHONE);
    const { dialog } = await openDetails(page, unpriced);
    expect(await dialog.getByTestId('gallery-details-price').textContent()).toBe('Price on request');
    await snap(page, 'gallery-dialog-phone');
    await context.close();
  });

  it("counts a visitor's first view of the day, on the card and in the dialog, and not the same visitor's next one", async () => {
    const { priced } = await sampleStones();
    const before = (await apiGet<GalleryImage>(`/api/uploaded-images/${priced.id}`)).views;
    const { context, page } = await newVisitor(browser());
    const { card, dialog } = await openDetails(page, priced);

    await dialog
      .getByTestId('gallery-details-views')
      .getByText(viewsText(before + 1))
      .waitFor();
    await card
      .getByTestId('gallery-card-views')
      .getByText(viewsText(before + 1))
      .waitFor();
    expect((await apiGet<GalleryImage>(`/api/uploaded-images/${priced.id}`)).views).toBe(before + 1);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'View Details' }).click();
    await dialog
      .getByTestId('gallery-details-views')
      .getByText(viewsText(before + 1))
      .waitFor();
    expect((await apiGet<GalleryImage>(`/api/uploaded-images/${priced.id}`)).views).toBe(before + 1);
    await context.close();
  });

  it('opens and closes by keyboard, giving focus back to its button', async () => {
    const { priced } = await sampleStones();
    const { context, page } = await newVisitor(browser());
    await openGallery(page, `?search=${encodeURIComponent(priced.name)}`);
    const button = page.getByRole('article', { name: priced.name }).getByRole('button', { name: 'View Details' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: priced.name });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForFunction((name) => document.activeElement?.textContent === `View Details ${name}`, priced.name);
    await context.close();
  });
});

describe('the layout', () => {
  async function columnsOfFirstRow(page: Page): Promise<number> {
    const tops = await cards(page).evaluateAll((elements) =>
      elements.slice(0, 6).map((element) => Math.round(element.getBoundingClientRect().top)),
    );
    return tops.filter((top) => top === tops[0]).length;
  }

  it('lays the cards out in one column on a phone, three on a small laptop and four on a laptop', async () => {
    for (const [viewport, columns] of [
      [PHONE, 1],
      [{ width: 1000, height: 900 }, 3],
      [{ width: 1366, height: 900 }, 4],
    ] as const) {
      const { context, page } = await newVisitor(browser(), viewport);
      await openGallery(page);
      await cards(page).nth(5).waitFor();
      expect(await columnsOfFirstRow(page), `${viewport.width}px`).toBe(columns);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (viewport.width === PHONE.width) await snap(page, 'gallery-phone');
      await context.close();
    }
  });
});
