import type { Browser, Locator, Page } from 'playwright-core';
import { putInCart } from './api.ts';
import { newVisitor, DESKTOP, visit } from './browser.ts';
import { expectCartCount, openCart } from './shop.ts';

/**
 * A new visitor with `names` in the cart and the checkout dialog open. The cart is filled through the API, as the
 * shop's Add to Cart fills it (adding through the grid is storefront.test.ts's subject; paging the grid for each
 * stone took most of a checkout test's time), under the visitor id the page then reads from its storage.
 */
export async function openCheckout(browser: Browser, names: string[], viewport: { width: number; height: number } = DESKTOP) {
  const visitor = await newVisitor(browser, viewport);
  const sessionId = crypto.randomUUID();
  for (const name of names) await putInCart(sessionId, name);
  await visitor.context.addInitScript((id) => localStorage.setItem('visitorSessionId', id), sessionId);
  await visit(visitor.page, '/');
  await expectCartCount(visitor.page, names.length);
  await (await openCart(visitor.page)).getByRole('button', { name: /^Checkout/ }).click();
  const dialog = visitor.page.getByRole('dialog', { name: 'Secure Checkout' });
  await dialog.waitFor();
  return { ...visitor, dialog };
}

export async function fillCustomer(page: Page, phone = '+254712345678') {
  const dialog = page.getByRole('dialog', { name: 'Secure Checkout' });
  await dialog.getByLabel('Full name').fill('Amina Otieno');
  await dialog.getByLabel('Email').fill('amina@example.com');
  await dialog.getByLabel('Phone number', { exact: true }).fill(phone);
}

export async function fillCard(page: Page, { month = '12', year = '30' } = {}) {
  const dialog = page.getByRole('dialog', { name: 'Secure Checkout' });
  await dialog.getByLabel('Cardholder name').fill('Amina Otieno');
  await dialog.getByLabel('Card number').fill('4242424242424242');
  await dialog.getByLabel('Month').fill(month);
  await dialog.getByLabel('Year').fill(year);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByLabel('Billing street').fill('1 Moi Avenue');
  await dialog.getByLabel('City').fill('Nairobi');
  await dialog.getByLabel('State / county').fill('Nairobi County');
  await dialog.getByLabel('Postal code').fill('00100');
}

/** Picks M-Pesa (`label`, as the visitor's language writes it) as the way to pay. */
export async function chooseMpesa(dialog: Locator, label = 'M-Pesa') {
  await dialog
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .click();
}

/** The checkout's two steps (docs/product.md §2): Continue holds the order and shows its hold, then Pay pays it. */
export async function holdAndPay(dialog: Locator) {
  await holdOrder(dialog);
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

/** Presses Continue to payment and waits for the hold's countdown. */
export async function holdOrder(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await dialog.getByTestId('hold-countdown').waitFor();
}
