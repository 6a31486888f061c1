import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, chromiumForFile, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { loadMoreProducts, openHome } from './lib/shop.ts';

const browser = chromiumForFile();

describe('the page frame', () => {
  it('renders the header, the #categories and #products sections and the footer on /', async () => {
    const { context, page } = await newVisitor(browser());
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
    const { context, page } = await newVisitor(browser());
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
    const { context, page } = await newVisitor(browser());
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await context.close();
  });

  it('collapses the header into a menu on a phone', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
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
    const { context, page } = await newVisitor(browser());
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

/** Where the element `id` sits once the page has stopped moving: the same reading three times, 300 ms apart. */
async function settledTop(page: Page, id: string): Promise<number> {
  let last = Number.NaN;
  for (let same = 0, tries = 0; same < 3 && tries < 60; tries += 1) {
    await page.waitForTimeout(300);
    const top = await page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? -1), id);
    same = top === last ? same + 1 : 0;
    last = top;
  }
  return last;
}

/** The sticky header is 64 px tall: a section's heading lands just below it, in sight. */
const expectHeadingBelowHeader = (top: number) => {
  expect(top).toBeGreaterThanOrEqual(64);
  expect(top).toBeLessThan(160);
};

describe('scrolling to a home section', () => {
  const sections = [
    { button: 'Products', heading: 'products-title' },
    { button: 'Categories', heading: 'categories-title' },
  ];

  for (const { button, heading } of sections) {
    it(`lands on the ${button} heading from the gallery, on a desktop`, async () => {
      const { context, page } = await newVisitor(browser(), DESKTOP);
      await visit(page, '/gallery');
      await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
      await page.locator('#products [data-testid="product-card"]').first().waitFor();
      expectHeadingBelowHeader(await settledTop(page, heading));
      await context.close();
    });

    it(`lands on the ${button} heading from the gallery through the phone menu`, async () => {
      const { context, page } = await newVisitor(browser(), PHONE);
      await visit(page, '/gallery');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: button, exact: true }).click();
      await page.locator('#products [data-testid="product-card"]').first().waitFor();
      expectHeadingBelowHeader(await settledTop(page, heading));
      await context.close();
    });
  }

  it('lands on the Products heading from the top of the home page, past the sections that load on the way', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    await visit(page, '/');
    await page.locator('#products [data-testid="product-card"]').first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Products', exact: true }).click();
    expectHeadingBelowHeader(await settledTop(page, 'products-title'));
    await context.close();
  });
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not shown');
  return box;
}

describe('the floating chat button', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`leaves the footer's last line free at the end of the page, on a ${name}`, async () => {
      const { context, page } = await newVisitor(browser(), viewport);
      await visit(page, '/');
      // The sections below the fold load as they near the screen and make the page longer: scroll until it ends.
      for (let height = 0; ;) {
        const next = await page.evaluate(() => document.documentElement.scrollHeight);
        if (next === height) break;
        height = next;
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await page.waitForTimeout(700);
      }
      const chat = await boxOf(page.getByRole('link', { name: 'Chat with us on WhatsApp' }));
      for (const text of ['Org. nr. 931 274 618 MVA', '© 2025 Gemstone Gallery. All rights reserved.']) {
        expect(overlaps(chat, await boxOf(page.getByText(text)))).toBe(false);
      }
      await context.close();
    });
  }

  it('sits under an open dialog and its dimmed overlay', async () => {
    const { context, page } = await newVisitor(browser(), DESKTOP);
    await visit(page, '/');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const { x, y, width, height } = await boxOf(chat);
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('dialog', { name: 'Admin Access' }).waitFor();
    const onTop = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.closest('a')?.getAttribute('aria-label') ?? null,
      [x + width / 2, y + height / 2],
    );
    expect(onTop).toBeNull();
    await context.close();
  });
});
