import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Certificate } from '#schema/certificates-api.ts';
import type { ProductPage } from '#schema/products-api.ts';
import { apiGet } from './lib/api.ts';
import { baseURL, chromiumForFile, DESKTOP, newVisitor, PHONE, snap, visit } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';

const browser = chromiumForFile();

/** A seeded stone with a GIA report and its scan (seed/certificates.ts). */
const SAPPHIRE = 'Ceylon Blue Sapphire 1.2ct';

async function productId(name: string): Promise<number> {
  const product = (await apiGet<ProductPage>('/api/products')).items.find((each) => each.name === name);
  if (!product) throw new Error(`no seeded product ${name}`);
  return product.id;
}

/** What a phone's camera reads from the QR code as Chromium drew it: the picture's pixels, read back with jsQR. */
async function readQrCode(page: Page): Promise<string | null> {
  const image = page.getByTestId('stone-qr').getByRole('img');
  await image.evaluate((element: HTMLImageElement) => element.decode());
  const { data, size } = await image.evaluate((element: HTMLImageElement) => {
    // About six pixels per module: enough for jsQR, and few enough to carry back to Node quickly.
    const side = 320;
    const canvas = Object.assign(document.createElement('canvas'), { width: side, height: side });
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingEnabled = false;
    context.drawImage(element, 0, 0, side, side);
    return { data: Array.from(context.getImageData(0, 0, side, side).data), size: side };
  });
  return jsQR(Uint8ClampedArray.from(data), size, size)?.data ?? null;
}

describe('a product page with a lab report', () => {
  it("shows the report with the lab's check, downloads its PDF scan, and its QR code reads as the page's own address", async () => {
    const id = await productId(SAPPHIRE);
    const { page } = await newVisitor(browser());
    await visit(page, `/products/${id}`);
    const report = page.getByTestId('lab-report').filter({ hasText: 'GIA report 2235716402' });
    await report.waitFor();
    expect(await report.getByText('Issued Sep 14, 2023').isVisible()).toBe(true);
    expect(await report.getByRole('link', { name: 'Verify at the lab' }).getAttribute('href')).toBe(
      'https://www.gia.edu/report-check?reportno=2235716402',
    );

    // The scan is a download, never a document opened in the shop's origin.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('link', { name: 'Download the scan (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    expect(await readQrCode(page)).toBe(`${baseURL()}/products/${id}?lang=en`);
    await page.getByTestId('stone-qr').scrollIntoViewIfNeeded();
    await snap(page, 'certificates-product-1366-en');
    await page.setViewportSize(PHONE);
    await page.getByTestId('lab-report').first().scrollIntoViewIfNeeded();
    await snap(page, 'certificates-product-390-en');
  });

  it('reads the same in Arabic on a phone: the texts translated, and the QR code names the Arabic page', async () => {
    const id = await productId(SAPPHIRE);
    const { page } = await newVisitor(browser(), PHONE);
    await visit(page, `/products/${id}?lang=ar`);
    await page.getByRole('heading', { name: 'تقارير المختبر' }).waitFor();
    expect(await page.getByRole('link', { name: 'التحقق لدى المختبر' }).count()).toBe(1);
    expect(await readQrCode(page)).toBe(`${baseURL()}/products/${id}?lang=ar`);
    await page.getByTestId('lab-report').first().scrollIntoViewIfNeeded();
    await snap(page, 'certificates-product-390-ar');
    await page.setViewportSize(DESKTOP);
    await page.getByTestId('stone-qr').scrollIntoViewIfNeeded();
    await snap(page, 'certificates-product-1366-ar');
  });
});

describe('staff add a lab report in the product form', () => {
  it('adds a GIA report with a PDF scan, which the product page then shows', async () => {
    const name = 'Tsavorite Garnet Round 0.7ct';
    const id = await productId(name);
    const { page } = await newVisitor(browser());
    await visit(page, '/admin/products');
    const login = page.getByRole('region', { name: 'Admin Login' });
    await login.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    const editor = dialog.getByTestId('certificates-editor');
    await editor.getByRole('button', { name: 'Add a lab report' }).click();
    await editor.getByRole('textbox', { name: /^Report number/ }).fill('LG-E2E-1234');
    await editor.getByLabel(/^Report date/).fill('2025-01-15');
    await editor.locator('input[type=file]').setInputFiles({
      name: 'igi-report.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
    });
    await snap(page, 'certificates-staff-form-1366-en');
    await editor.getByRole('button', { name: 'Save the report' }).click();
    await editor.getByText('GIA report LG-E2E-1234').waitFor();

    const [saved] = await apiGet<Certificate[]>(`/api/certificates?productId=${id}`);
    expect(saved).toMatchObject({
      lab: 'GIA',
      reportNumber: 'LG-E2E-1234',
      issuedOn: '2025-01-15',
      scanUrl: expect.stringMatching(/^\/objects\/uploads\/.+\.pdf$/),
    });
    const scan = await fetch(`${baseURL()}${saved?.scanUrl}`);
    expect(scan.headers.get('content-disposition')).toMatch(/^attachment/);

    await visit(page, `/products/${id}`);
    await page.getByTestId('lab-report').filter({ hasText: 'GIA report LG-E2E-1234' }).waitFor();

    // The same dialog in Arabic on a phone, for a person to look at.
    await page.setViewportSize(PHONE);
    await visit(page, '/?lang=ar');
    await visit(page, '/admin/products');
    await page.getByRole('button', { name }).first().click();
    await page.getByTestId('certificates-editor').getByText('LG-E2E-1234').scrollIntoViewIfNeeded();
    await snap(page, 'certificates-staff-form-390-ar');

    // The gallery's edit dialog carries the same editor.
    await page.setViewportSize(DESKTOP);
    await visit(page, '/admin/gallery');
    await page
      .getByRole('button', { name: /^تعديل / })
      .first()
      .click();
    await page.getByRole('dialog').getByTestId('certificates-editor').scrollIntoViewIfNeeded();
    await snap(page, 'certificates-gallery-dialog-1366-ar');
  });
});
