import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { loadMoreProducts, openHome } from './lib/shop.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page frame', () => {
  it('renders the header, the #categories and #products sections and the footer on /', async () => {
    const { context, page } = await newVisitor(browser);
    await visit(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).waitFor();
    await page.locator('#products [data-testid="product-card"]').first().waitFor();
    await page.locator('#categories button').first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin Panel' }).waitFor();
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(await chat.getAttribute('target')).toBe('_blank');
    await snap(page, 'home-desktop');
    await context.close();
  });

  it('loads every product image on every page of the home grid', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const images = page.locator('#products [data-testid="product-card"] img');
    // The first page is a part of the catalog; the rest comes a page at a time.
    expect(await images.count()).toBeLessThan(32);
    while (await loadMoreProducts(page));
    const count = await images.count();
    expect(count).toBeGreaterThanOrEqual(32);
    // Lazy images load when scrolled near; bring each into view, then check it decoded.
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    await context.close();
  });

  it("shows 'Page Not Found' for an unknown path, inside the frame", async () => {
    const { context, page } = await newVisitor(browser);
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await context.close();
  });

  it('collapses the header into a menu on a phone', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const name of ['Healing', 'Birthstones', 'Rare', 'Crystals']) {
      expect(await menu.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    await snap(page, 'home-phone-menu');
    await context.close();
  });

  it("offers 'Skip to content' on the first Tab of every page, and it takes the focus to the page's content", async () => {
    const { context, page } = await newVisitor(browser);
    for (const path of ['/', '/gallery', '/admin/login', '/no/such/page']) {
      await visit(page, path);
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      expect(await focused.textContent()).toBe('Skip to content');
      const box = await focused.boundingBox();
      expect(box && box.y >= 0 && box.height > 0).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    }
    await context.close();
  });
});
