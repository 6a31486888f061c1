import { describe, expect, it } from 'vitest';
import { apiPathsAsked, baseURL, chromiumForFile, newVisitor, PHONE, reload, snap, visit } from './lib/browser.ts';
import { fillCard, fillCustomer, holdAndPay, openCheckout } from './lib/checkout.ts';

const browser = chromiumForFile();

/** A new visitor who paid for `name` with the simulated card provider, as a shopper would, on the success screen. */
async function payByCard(name: string) {
  const visitor = await openCheckout(browser(), [name]);
  await fillCustomer(visitor.page);
  await fillCard(visitor.page);
  await holdAndPay(visitor.dialog);
  await visitor.page.getByTestId('payment-status').filter({ hasText: 'Visa payment completed successfully!' }).waitFor({ timeout: 10_000 });
  return visitor;
}

describe('the receipt page', () => {
  it('opens from the success screen, shows the paid order with only the last four digits, and survives a reload', async () => {
    const { context, page, dialog } = await payByCard('Citrine Point');

    await dialog.getByRole('link', { name: 'View your receipt' }).click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();

    expect(await page.getByRole('heading', { name: 'Your receipt' }).isVisible()).toBe(true);
    expect(await receipt.getByRole('cell', { name: 'Citrine Point' }).isVisible()).toBe(true);
    await page.getByTestId('receipt-status').filter({ hasText: 'Paid' }).waitFor();
    expect(await page.getByTestId('receipt-method').textContent()).toBe('Visa card ending in 4242');
    expect(await receipt.textContent()).not.toContain('4242424242424242');
    await snap(page, 'receipt');

    await reload(page);
    await page.getByTestId('receipt-status').filter({ hasText: 'Paid' }).waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toMatch(/^Total: \$\d+\.\d{2}$/);
    await context.close();
  });

  it('is not shown to another visitor who has the address', async () => {
    const shopper = await payByCard('Rose Quartz Puffy Heart');
    const link = await shopper.page.getByRole('link', { name: 'View your receipt' }).getAttribute('href');
    await shopper.context.close();

    const stranger = await newVisitor(browser());
    const response = await visit(stranger.page, link ?? '/orders/missing');

    expect(response?.status()).toBe(200);
    await stranger.page.getByText('Receipt not found').waitFor();
    expect(await stranger.page.getByTestId('receipt').count()).toBe(0);
    await stranger.context.close();
  });
});

describe('the private receipt link', () => {
  it('made on the success screen, opens the paid receipt in a fresh browser with no cookies, without card digits', async () => {
    const shopper = await payByCard('Labradorite Palm Stone');
    await shopper.dialog.getByRole('button', { name: 'Get a private link' }).click();
    const address = await shopper.dialog.getByRole('textbox', { name: 'Private link to this receipt' }).inputValue();
    await snap(shopper.page, 'receipt-link-success-screen');
    await shopper.context.close();
    expect(address).toMatch(/\/receipts\/[A-Za-z0-9_-]{43}$/);

    for (const [viewport, language] of [
      [PHONE, 'en'],
      [PHONE, 'ar'],
      [undefined, 'en'],
      [undefined, 'ar'],
    ] as const) {
      const friend = await newVisitor(browser(), viewport);
      expect(await friend.context.cookies()).toEqual([]);
      const response = await visit(friend.page, `${new URL(address).pathname}?lang=${language}`);

      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(await friend.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      const receipt = friend.page.getByTestId('receipt');
      await receipt.getByRole('cell', { name: 'Labradorite Palm Stone' }).waitFor();
      expect(await receipt.textContent()).not.toContain('4242');
      await snap(friend.page, `receipt-link-${language}-${viewport ? 390 : 1366}`);
      await friend.context.close();
    }
  });

  it('is emailed from the success screen, which stays where it is', async () => {
    const shopper = await payByCard('Blue Agate Slice');
    await shopper.dialog.getByRole('button', { name: 'Get a private link' }).click();
    const emailForm = shopper.dialog.getByRole('form', { name: 'Email me this receipt' });
    await emailForm.getByRole('textbox', { name: 'Email address' }).fill('amina@example.com');
    const sent = shopper.page.waitForResponse((response) => response.url().endsWith('/email') && response.request().method() === 'POST');
    await emailForm.getByRole('button', { name: 'Send' }).click();
    expect((await sent).status()).toBe(202);
    await emailForm.getByText('The receipt is on its way to amina@example.com.').waitFor();
    expect(new URL(shopper.page.url()).pathname).toBe('/');
    expect(await shopper.dialog.getByRole('textbox', { name: 'Private link to this receipt' }).isVisible()).toBe(true);
    await shopper.context.close();
  });

  it("opens in a friend's own time zone without a hydration complaint: the server's UTC time becomes theirs", async () => {
    const shopper = await payByCard('Malachite Tumbled Stone');
    await shopper.dialog.getByRole('button', { name: 'Get a private link' }).click();
    const address = await shopper.dialog.getByRole('textbox', { name: 'Private link to this receipt' }).inputValue();
    await shopper.context.close();

    const context = await browser().newContext({ baseURL: baseURL(), timezoneId: 'Africa/Nairobi', locale: 'en-US' });
    const page = await context.newPage();
    const complaints: string[] = [];
    page.on('pageerror', (error) => complaints.push(error.message));
    page.on('console', (message) => message.type() === 'error' && complaints.push(message.text()));
    await visit(page, new URL(address).pathname);
    const placed = page.getByTestId('receipt').locator('time');
    const utc = new Date((await placed.getAttribute('datetime')) ?? '');
    const nairobi = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Africa/Nairobi' }).format(utc);
    await expect.poll(() => placed.textContent()).toContain(nairobi);
    expect(complaints).toEqual([]);
    await context.close();
  });

  it('that is unknown shows its own page, with status 404, and the browser does not ask for it again', async () => {
    const stranger = await newVisitor(browser());
    const asked = apiPathsAsked(stranger.page);

    const response = await visit(stranger.page, `/receipts/${'Z'.repeat(43)}`);

    expect(response?.status()).toBe(404);
    await stranger.page.getByText('This receipt link does not open').waitFor();
    expect(asked).not.toContain(`/api/receipts/${'Z'.repeat(43)}`);
    await snap(stranger.page, 'receipt-link-not-found');
    await stranger.context.close();
  });
});
