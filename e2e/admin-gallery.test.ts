import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, newVisitor, PHONE, signedInStaff, snap, visit } from './lib/browser.ts';
import { gradientPng } from './lib/png.ts';

const browser = chromiumForFile();

/** Names no seeded image has, so this run's uploads are easy to pick out. */
const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
const FILES = [
  {
    file: `aurora-opal-${stamp}.png`,
    name: `Aurora Opal ${stamp.charAt(0).toUpperCase()}${stamp.slice(1)}`,
    colours: [
      [40, 90, 200],
      [230, 120, 220],
    ],
  },
  {
    file: `ember_garnet-${stamp}.png`,
    name: `Ember Garnet ${stamp.charAt(0).toUpperCase()}${stamp.slice(1)}`,
    colours: [
      [120, 10, 30],
      [250, 170, 60],
    ],
  },
] as const;

async function signedInOnGalleryTab(viewport?: { width: number; height: number }) {
  const { context, page } = await signedInStaff(browser(), viewport);
  await visit(page, '/admin/gallery');
  await page.getByRole('heading', { name: 'Gemstone Image Gallery' }).waitFor();
  return { context, page };
}

const card = (page: Page, name: string): Locator =>
  page.locator('[data-testid="admin-gallery-card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Slows uploads down (Chromium's own network emulation) so progress can be seen. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

describe('the admin Image Gallery tab', () => {
  it('uploads two images with progress, features them (seen on /gallery), prices one and converts it to a product', async () => {
    const { context, page } = await signedInOnGalleryTab();
    await page.locator('[data-testid="admin-gallery-card"]').first().waitFor();
    await snap(page, 'admin-gallery-desktop');

    // Upload: progress bars while the bytes go out, then the toast, and the dialog closes.
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Gemstone Images' });
    await dialog.getByText('Images only, up to 50MB').waitFor();
    const unthrottle = await throttleUploads(page, 120 * 1024);
    await dialog.locator('input[type="file"]').setInputFiles(
      FILES.map(({ file, colours }) => ({
        name: file,
        mimeType: 'image/png',
        buffer: gradientPng(256, [...colours[0]], [...colours[1]]),
      })),
    );
    const progress = dialog.getByRole('progressbar', { name: `Upload progress for ${FILES[0].file}` });
    await progress.waitFor();
    await snap(page, 'admin-gallery-uploading');
    await toast(page, '2 images uploaded and saved successfully!').waitFor({ timeout: 30_000 });
    await unthrottle();
    await dialog.waitFor({ state: 'hidden' });

    // Both are saved with docs/product.md §3's defaults and their pictures load from R2.
    for (const { name } of FILES) {
      const uploaded = card(page, name);
      await uploaded.waitFor();
      expect(await uploaded.getByText('Please add description and details').isVisible()).toBe(true);
      const image = uploaded.locator('img');
      await page.waitForFunction((element) => (element as HTMLImageElement).complete, await image.elementHandle());
      // A width variant of the upload (docs/design.md §11); srcset's width descriptor scales naturalWidth, so only > 0 says it decoded.
      expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await image.evaluate((element) => (element as HTMLImageElement).currentSrc)).toMatch(/\/objects\/uploads\/[^?]+\.png\?w=\d+/);
    }

    // Bulk-feature both.
    for (const { name } of FILES) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 image(s) selected').waitFor();
    await bar.getByRole('button', { name: 'Feature', exact: true }).click();
    await toast(page, 'Batch update completed!').waitFor();
    for (const { name } of FILES) await card(page, name).getByText('Featured', { exact: true }).waitFor();

    // A shopper finds both under Featured on the public gallery.
    const shopper = await newVisitor(browser());
    await visit(shopper.page, '/gallery?featured=true');
    for (const { name } of FILES) await shopper.page.getByRole('heading', { name, exact: true }).waitFor();
    await shopper.context.close();

    // Price the first one; only then is 'To Product' offered.
    const first = card(page, FILES[0].name);
    expect(await first.getByRole('button', { name: 'To Product' }).count()).toBe(0);
    await first.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Gemstone Image' });
    await edit.getByRole('textbox', { name: 'Price (USD)' }).fill('42.5');
    await edit.getByRole('tab', { name: 'Specifications' }).click();
    await edit.getByRole('textbox', { name: 'Origin' }).fill('Ethiopia');
    await snap(page, 'admin-gallery-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Image updated successfully!').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await first.getByText('$42.50').waitFor();

    await first.getByRole('button', { name: 'To Product' }).click();
    await toast(page, 'Image converted to product successfully!').waitFor();
    await first.getByText('Product', { exact: true }).waitFor();
    expect(await first.getByRole('button', { name: 'To Product' }).count()).toBe(0);

    const { items: products } = (await (await context.request.get('/api/products')).json()) as { items: { name: string; price: number }[] };
    expect(products).toContainEqual(expect.objectContaining({ name: FILES[0].name, price: 4250 }));
    await snap(page, 'admin-gallery-after');
    await context.close();
  });

  it("refuses a file that is not an image, and says 'Failed to get upload URL' once the session is gone", async () => {
    const { context, page } = await signedInOnGalleryTab();
    await page.getByRole('button', { name: 'Upload Images' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Gemstone Images' });
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await toast(page, 'Some files were left out').waitFor();

    const logout = await context.request.post('/api/admin/logout', { headers: { origin: new URL(page.url()).origin } });
    expect(logout.status()).toBe(204);
    await input.setInputFiles({ name: `lost-${stamp}.png`, mimeType: 'image/png', buffer: gradientPng(16, [0, 0, 0], [255, 255, 255]) });
    await toast(page, 'Failed to get upload URL').getByText('Upload Failed').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });

  it('fits a phone: stats, filters, the list view and the bulk bar', async () => {
    const { context, page } = await signedInOnGalleryTab(PHONE);
    await page.locator('[data-testid="admin-gallery-card"]').first().waitFor();
    await snap(page, 'admin-gallery-phone');
    await page.getByText('List', { exact: true }).click();
    await page.locator('[data-testid="admin-gallery-table"]').waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page
      .getByRole('region', { name: 'Bulk actions' })
      .getByText(/\d+ image\(s\) selected/)
      .waitFor();
    await snap(page, 'admin-gallery-phone-list');
    // Nothing but the table's own scroller may be wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
