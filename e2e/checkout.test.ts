import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, chromiumForFile, snap } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';
import { chooseMpesa, fillCard, fillCustomer, holdAndPay, holdOrder, openCheckout } from './lib/checkout.ts';
import { expectCartCount, openCart } from './lib/shop.ts';

const browser = chromiumForFile();

/** A visitor with `names` in the cart and the checkout dialog open. */
const checkoutWith = (names: string[]) => openCheckout(browser(), names);

const status = (page: Page) => page.getByTestId('payment-status');

describe('checkout', () => {
  it('pays by Visa: the statuses of docs/product.md §4, then Payment Complete and an empty cart', async () => {
    const { context, page, dialog } = await checkoutWith(['Rose Quartz Puffy Heart', 'Citrine Point']);
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('$60.00');
    await fillCustomer(page);
    await fillCard(page);
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') cardRequests.push(request.postData() ?? '');
    });
    await holdOrder(dialog);
    await dialog.getByRole('button', { name: 'Pay $60.00' }).click();
    await status(page).filter({ hasText: 'Processing Visa payment...' }).waitFor();
    await status(page).filter({ hasText: 'Visa payment completed successfully!' }).waitFor({ timeout: 10_000 });
    await dialog.getByText(/Transaction ID: pi_sim_/).waitFor();
    const done = dialog.getByRole('button', { name: 'Payment Complete' });
    expect(await done.isDisabled()).toBe(true);
    await expectCartCount(page, 0);
    // The full number and the CVV never left the browser.
    expect(cardRequests.join('\n')).not.toContain('4242424242424242');
    expect(cardRequests.join('\n')).not.toMatch(/cvv/i);
    expect(cardRequests.join('\n')).toContain('**** **** **** 4242');
    await snap(page, 'checkout-visa-complete');
    await context.close();
  });

  it('pays by M-Pesa with the PIN prompt status, then empties the cart', async () => {
    const { context, page, dialog } = await checkoutWith(['Carnelian Tumbled Stone']);
    await fillCustomer(page);
    await chooseMpesa(dialog);
    await dialog.getByLabel('M-Pesa phone number').fill('0712 345 678');
    expect(await dialog.getByLabel('M-Pesa phone number').inputValue()).toBe('0712345678');
    await holdAndPay(dialog);
    await status(page).filter({ hasText: 'M-Pesa payment request sent. Please check your phone for PIN prompt.' }).waitFor();
    await status(page).filter({ hasText: 'M-Pesa payment completed successfully!' }).waitFor({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Payment Complete' }).waitFor();
    await expectCartCount(page, 0);
    await context.close();
  });

  it('pays by Visa for a shopper whose phone is dialled with 00 and has 14 digits: a phone number is not a card', async () => {
    const { context, page, dialog } = await checkoutWith(['Blue Agate Slice']);
    await fillCustomer(page, '0044 7700 900123');
    await fillCard(page);
    await holdAndPay(dialog);
    await status(page).filter({ hasText: 'Visa payment completed successfully!' }).waitFor({ timeout: 10_000 });
    await snap(page, 'checkout-visa-long-phone');
    await context.close();
  });

  it("refuses an expired card with 'Card Expired'", async () => {
    const { context, page, dialog } = await checkoutWith(['Blue Agate Slice']);
    await fillCustomer(page);
    await fillCard(page, { month: '01', year: '20' });
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Card Expired').waitFor();
    expect(await status(page).count()).toBe(0);
    await expectCartCount(page, 1);
    await context.close();
  });

  it("refuses a non-Kenyan number with 'Invalid M-Pesa Number'", async () => {
    const { context, page, dialog } = await checkoutWith(['Blue Agate Slice']);
    await fillCustomer(page);
    await chooseMpesa(dialog);
    await dialog.getByLabel('M-Pesa phone number').fill('+255712345678');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Please enter a valid Kenyan phone number (e.g., +254712345678)').waitFor();
    await context.close();
  });

  it("asks for a name first on an empty form with 'Name Required', at the field too, which takes the focus", async () => {
    const { context, page, dialog } = await checkoutWith(['Blue Agate Slice']);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByText('Name Required').waitFor();
    const name = dialog.getByRole('textbox', { name: 'Full name' });
    await expect.poll(() => name.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('Please enter your full name').waitFor();
    await snap(page, 'checkout-name-required');
    await context.close();
  });

  it('shows the server refusal when a price changed meanwhile, and charges nothing', async () => {
    const { context, page, dialog } = await checkoutWith(['Labradorite Egg']);
    await fillCustomer(page);
    await fillCard(page);
    const staff = await browser().newContext({ baseURL: baseURL() });
    const login = await staff.request.post('/api/admin/login', { data: E2E_ADMIN });
    expect(login.status()).toBe(200);
    const { items: products } = (await (await staff.request.get('/api/products')).json()) as { items: { id: number; name: string }[] };
    const egg = products.find((product) => product.name === 'Labradorite Egg');
    const patch = await staff.request.patch(`/api/products/${egg?.id}`, { data: { price: 5100 }, headers: { origin: baseURL() } });
    expect(patch.status()).toBe(200);

    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await status(page)
      .filter({ hasText: /Prices changed/ })
      .waitFor();
    expect(await status(page).getAttribute('data-state')).toBe('error');
    await expectCartCount(page, 1);
    await snap(page, 'checkout-price-changed');
    await staff.close();
    await context.close();
  });

  it('refuses an order carrying a stale exchange rate, and the next try, with the current one, goes through', async () => {
    const { context, page, dialog } = await checkoutWith(['Blue Agate Slice']);
    await fillCustomer(page);
    await fillCard(page);
    // The rate the page showed is not the Worker's own any more (rates move every 30 minutes).
    await page.route('**/api/orders', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { exchangeRate: number };
      await route.continue({ postData: JSON.stringify({ ...body, exchangeRate: body.exchangeRate + 1 }) });
    });

    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await status(page)
      .filter({ hasText: /Prices changed/ })
      .waitFor();
    await snap(page, 'checkout-stale-rate');
    await page.unroute('**/api/orders');
    await holdAndPay(dialog);

    await status(page).filter({ hasText: 'Visa payment completed successfully!' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('gives focus back to the cart button when the dialog closes, as the cart panel does', async () => {
    const { context, page, dialog } = await checkoutWith(['Citrine Point']);
    const cartButton = page.getByRole('button', { name: 'Shopping cart, 1 item' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cartButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // Escape closes it the same way.
    await (await openCart(page)).getByRole('button', { name: /^Checkout/ }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cartButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});
