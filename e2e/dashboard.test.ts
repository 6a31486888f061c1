import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { accessibilityProblems } from './lib/axe.ts';
import { baseURL, chromiumForFile, DESKTOP, PHONE, snap, visit } from './lib/browser.ts';
import { fillCard, fillCustomer, holdAndPay, openCheckout } from './lib/checkout.ts';
import { E2E_ADMIN } from './lib/local-server.ts';

const browser = chromiumForFile();

const STONE = 'Citrine Point';

/** A staff member signed in (through the API, the sign-in page is another test's subject), on a page of their own. */
async function staffMember(viewport: { width: number; height: number } = DESKTOP, locale = 'en-US') {
  const context = await browser().newContext({ baseURL: baseURL(), viewport, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const login = await context.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  return { context, page };
}

const readDashboard = async (page: Page) => (await (await page.request.get('/api/admin/dashboard')).json()) as Dashboard;

/** Pays for `STONE` by card through the shop's checkout; answers the payment's reference. */
async function buyThroughTheShop(): Promise<string> {
  const { context, page, dialog } = await openCheckout(browser(), [STONE]);
  await fillCustomer(page);
  await fillCard(page);
  await holdAndPay(dialog);
  const reference = dialog.getByText(/Transaction ID: pi_sim_/);
  await reference.waitFor({ timeout: 15_000 });
  const transaction = /pi_sim_\S+/.exec((await reference.textContent()) ?? '')?.[0];
  await context.close();
  if (!transaction) throw new Error('no transaction id shown');
  return transaction;
}

describe('the staff dashboard and exports', () => {
  it('show an order placed through the shop: on the dashboard, then in the orders CSV', async () => {
    const { context, page } = await staffMember();
    const before = await readDashboard(page);
    const transaction = await buyThroughTheShop();

    await visit(page, '/admin');
    await page.waitForURL('**/admin/dashboard');
    const paid = page.getByTestId('dashboard-paid-orders');
    await paid.waitFor();
    expect(await paid.textContent()).toMatch(new RegExp(`^Paid orders${before.checkouts.paid + 1}of`));
    expect(await page.getByTestId('dashboard-top-stones').getByText(STONE).count()).toBe(1);
    await page.getByTestId('dashboard-revenue-chart').locator('svg').first().waitFor();
    await snap(page, 'admin-dashboard-desktop');
    // With an order the charts and each currency's trend are drawn: axe finds nothing in them either.
    expect(await accessibilityProblems(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFForder_id,placed_at,status')).toBe(true);
    const row = csv.split('\r\n').find((line) => line.includes(transaction));
    expect(row).toContain('Amina Otieno');
    expect(row).toContain(STONE);
    // The phone starts with "+": written as text, which no spreadsheet takes for a formula.
    expect(row).toContain(`"'+254712345678"`);
    await context.close();
  });

  it('fits a phone, in Arabic too', async () => {
    const { context, page } = await staffMember(PHONE, 'ar');
    await visit(page, '/admin/dashboard');
    await page.getByTestId('dashboard-paid-orders').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // Nothing wider than the screen: no sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await snap(page, 'admin-dashboard-phone-ar');
    await context.close();
  });
});
