import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productIdNamed } from './lib/api.ts';
import { accessibilityProblems } from './lib/axe.ts';
import { chromiumForFile, DESKTOP, newVisitor, PHONE, signedInStaff, visit } from './lib/browser.ts';
import ar from '#web/locales/ar.json';
import { chooseMpesa, openCheckout } from './lib/checkout.ts';
import { openCart } from './lib/shop.ts';

/** docs/design.md §18: every page and dialog, as axe-core reads it in Chromium (WCAG 2.2 AA and its best practices). */
const browser = chromiumForFile();

const STONE = 'Rose Quartz Puffy Heart';

/** Scrolls to the page's foot, so the sections that load as they near the screen are all there. */
async function everySectionIn(page: Page): Promise<void> {
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

describe('accessibility as axe-core finds it', () => {
  it.each([
    ['English on a desktop', DESKTOP, 'en'],
    ['Arabic on a phone', PHONE, 'ar'],
  ] as const)('finds nothing on the public pages, in %s', async (_name, viewport, language) => {
    const productId = await productIdNamed(STONE);
    const { context, page } = await newVisitor(browser(), viewport);
    for (const path of ['/', '/gallery', `/products/${productId}`, '/search?q=quartz', '/no-such-page']) {
      await visit(page, `${path}${path.includes('?') ? '&' : '?'}lang=${language}`);
      if (path === '/') await everySectionIn(page);
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
    await context.close();
  });

  it("finds nothing in the cart, the checkout dialog or a gallery image's details", async () => {
    const { context, page, dialog } = await openCheckout(browser(), [STONE]);
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'checkout').toEqual([]);
    await dialog.press('Escape');
    await openCart(page);
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'cart').toEqual([]);
    await visit(page, '/gallery');
    await page.getByRole('article').first().getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'gallery image').toEqual([]);
    await context.close();
  });

  it("finds nothing in the checkout's refusal of an empty form, or with M-Pesa chosen", async () => {
    const { context, page, dialog } = await openCheckout(browser(), [STONE]);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await dialog.getByText('Please enter your full name').waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'refused').toEqual([]);
    await chooseMpesa(dialog);
    await dialog.getByLabel('M-Pesa phone number').waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'M-Pesa').toEqual([]);
    await context.close();
  });

  it("finds nothing in the wholesale form's refusal of an empty application, in Arabic on a phone", async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    await visit(page, '/?lang=ar');
    await page.locator('#wholesale').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: ar.wholesale.apply }).click();
    const dialog = page.getByRole('dialog', { name: ar.wholesale.form.title });
    await dialog.getByRole('button', { name: ar.wholesale.form.submit }).click();
    await dialog.locator('[aria-invalid="true"]').first().waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });

  it('finds nothing on the staff pages or in the dialog that adds a product', async () => {
    const { context, page } = await signedInStaff(browser());
    for (const tab of ['dashboard', 'products', 'gallery', 'orders', 'wholesale', 'audit']) {
      await page.goto(`/admin/${tab}`);
      await page.waitForLoadState('networkidle');
      expect(await accessibilityProblems(page), tab).toEqual([]);
    }
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByRole('dialog', { name: 'Add Product' }).waitFor();
    expect(await accessibilityProblems(page, '[role="dialog"]'), 'add product').toEqual([]);
    await context.close();
  });
});
