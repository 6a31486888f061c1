import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChoices, NotificationSettings } from '#schema/notifications-api.ts';
import type { PlacedOrderAnswer } from '#schema/orders-api.ts';
import type { ProductPage } from '#schema/products-api.ts';
import { scaledRate } from '#schema/money.ts';
import { baseURL, mailDir } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';

/** Every message text the server's send_email binding has written so far (README, "Mail": email-text/*.txt). */
function mailTexts(): string[] {
  const dir = mailDir();
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
  return files.filter((file) => file.endsWith('.txt')).map((file) => readFileSync(join(dir, file), 'utf8'));
}

async function waitForMail(contains: string, timeoutMs = 20_000): Promise<string> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    const found = mailTexts().find((text) => text.includes(contains));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no message containing "${contains}" in ${mailDir()}`);
}

/** A visitor id of hex letters only: no digit run the Worker would take for a card number. */
const visitorId = () => `abcdefab-cdef-4abc-8def-${Array.from({ length: 12 }, () => 'abcdef'[Math.floor(Math.random() * 6)]).join('')}`;

/** Places an order of one stone in US dollars and pays it by card through the simulated provider, as a shopper's checkout does. */
async function placeAndPayOrder(shop: APIRequestContext, customerName: string): Promise<string> {
  const { items } = (await (await shop.get('/api/products')).json()) as ProductPage;
  const product = items.find((candidate) => candidate.stock >= 1);
  if (!product) throw new Error('no product in stock to order');
  const headers = { 'x-session-id': visitorId() };
  const customer = { customerName, customerEmail: 'notice-check@example.com', customerPhone: '+47 22 33 44 55' };
  const placed = await shop.post('/api/orders', {
    headers,
    data: {
      ...customer,
      totalAmount: product.price,
      currency: 'USD',
      originalAmount: product.price,
      originalCurrency: 'USD',
      exchangeRate: scaledRate(1),
      paymentMethod: 'visa',
      items: JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity: 1 }]),
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id } = (await placed.json()) as PlacedOrderAnswer;
  const paid = await shop.post('/api/visa/create-session', {
    headers,
    data: {
      amount: product.price,
      currency: 'USD',
      orderId: id,
      customerEmail: customer.customerEmail,
      paymentDetails: { orderId: id, paymentMethod: 'visa', ...customer },
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return id;
}

describe('staff notifications through the local send_email binding (issue 24)', () => {
  let owner: APIRequestContext;
  let shop: APIRequestContext;
  let before: NotificationChoices;

  beforeAll(async () => {
    owner = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
    shop = await request.newContext({ baseURL: baseURL() });
    expect((await owner.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
    const { mailOn: _mailOn, ...choices } = (await (await owner.get('/api/admin/account/notifications')).json()) as NotificationSettings;
    before = choices;
  });

  afterAll(async () => {
    // The owner's choices as they were: other files check the Account page from there.
    if (before) await owner.put('/api/admin/account/notifications', { data: before });
    await owner?.dispose();
    await shop?.dispose();
  });

  it('writes "Order … was paid" to the mail folder once an owner who chose it sees an order paid', async () => {
    const choices = { ...before, email: 'owner@gems.example', language: 'en', paidOrders: true };
    const saved = await owner.put('/api/admin/account/notifications', { data: choices });
    expect(saved.status(), await saved.text()).toBe(200);
    expect(await saved.json()).toMatchObject({ paidOrders: true, mailOn: true });

    // Not a timestamp: 13 digits that pass the Luhn check read as a card number, and the shop refuses the order (card_data_refused).
    const customerName = `Notice Check ${crypto.randomUUID().slice(0, 8)}`;
    const orderId = await placeAndPayOrder(shop, customerName);

    const message = await waitForMail(customerName);
    expect(message).toContain(`Order ${orderId.split('-')[0]} was paid`);
    expect(message).toContain(`Customer: ${customerName} <notice-check@example.com>`);
    expect(message).toContain('Phone: +47 22 33 44 55');
    expect(message).toContain('Payment method: Visa card');
  });
});
