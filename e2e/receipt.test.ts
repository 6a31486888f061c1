import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, newVisitor, reload, snap, visit } from './lib/browser.ts';
import { addToCart, expectCartCount, openCart, openHome } from './lib/shop.ts';

const browser = chromiumForFile();

/** Pays for `name` with the simulated card provider, as a shopper would, and waits for the success screen. */
async function payByCard(page: Page, name: string) {
  await openHome(page);
  await addToCart(page, name);
  await expectCartCount(page, 1);
  await (await openCart(page)).getByRole('button', { name: /^Checkout/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Secure Checkout' });
  await dialog.waitFor();
  await dialog.getByLabel('Full name').fill('Amina Otieno');
  await dialog.getByLabel('Email').fill('amina@example.com');
  await dialog.getByLabel('Phone number', { exact: true }).fill('+254712345678');
  await dialog.getByLabel('Cardholder name').fill('Amina Otieno');
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Month').fill('12');
  await dialog.getByLabel('Year').fill('30');
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Billing street').fill('1 Moi Avenue');
  await dialog.getByLabel('City').fill('Nairobi');
  await dialog.getByLabel('State / county').fill('Nairobi County');
  await dialog.getByLabel('Postal code').fill('00100');
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await page.getByTestId('payment-status').filter({ hasText: 'Visa payment completed successfully!' }).waitFor({ timeout: 10_000 });
  return dialog;
}

describe('the receipt page', () => {
  it('opens from the success screen, shows the paid order with only the last four digits, and survives a reload', async () => {
    const { context, page } = await newVisitor(browser());
    const dialog = await payByCard(page, 'Citrine Point');

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
    const shopper = await newVisitor(browser());
    await payByCard(shopper.page, 'Rose Quartz Puffy Heart');
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
