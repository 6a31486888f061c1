import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '#schema/products-api.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { convertUsdCents, formatMoney, formatUsd, scaledRate } from '#schema/money.ts';
import { chromiumForFile, newVisitor, PHONE, reload, snap, visit } from './lib/browser.ts';
import { E2E_ADMIN } from './lib/local-server.ts';
import { findProductCard, openHome } from './lib/shop.ts';

const browser = chromiumForFile();

/** Something no other test or seed row is called. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A small purple gem as a 24 px PNG file, for the product image upload (SVG is no upload type: the bytes must be a raster image). */
const GEM_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAAbElEQVR4nGP4/OYXVRDDCDeoxngXFQyqMd4FQRQZBDeFoFn4DEIzBb9ZOA3Cagoes7AbhMcUXGZhMYigKVjNQjeISFMwzWIg2xQ0s2jjImqGETVjjZrpiJopG6tZeFTSK/fDzSKoZogWtcQgAGU+mBwSEwlfAAAAAElFTkSuQmCC',
  'base64',
);

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

/** Opens /admin, which sends a visitor who is not signed in to /admin/login, and signs in there. */
async function signInOnAdminPage(page: Page, password: string = E2E_ADMIN.password): Promise<void> {
  await visit(page, '/admin');
  const form = page.getByRole('region', { name: 'Admin Login' });
  await form.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' });
const signedInAs = (page: Page) => page.getByText(`Signed in as ${E2E_ADMIN.username}`);

/** Signs in and opens the products tab (the staff area itself opens on the dashboard). */
async function openDashboard(page: Page): Promise<void> {
  await signInOnAdminPage(page);
  await signedInAs(page).waitFor();
  await page.getByRole('tab', { name: 'Product Management' }).click();
  await page.waitForURL('**/admin/products');
}

/** Places an order through the API as a shopper would (checkout is another test's subject). */
async function placeOrder(request: APIRequestContext, customerName: string) {
  const { items: products } = (await (await request.get('/api/products')).json()) as ProductPage;
  const product = products.find((candidate) => candidate.stock >= 2);
  if (!product) throw new Error('the seed has no product with stock to order');
  const quantity = 2;
  const usdCents = product.price * quantity;
  const rate = FALLBACK_RATES.EUR;
  const body = {
    totalAmount: convertUsdCents(usdCents, 'EUR', rate),
    currency: 'EUR',
    originalAmount: usdCents,
    originalCurrency: 'USD',
    exchangeRate: scaledRate(rate),
    customerName,
    customerEmail: 'staff-check@example.com',
    customerPhone: '+47 22 33 44 55',
    paymentMethod: 'visa',
    items: JSON.stringify([{ id: product.id, name: product.name, price: product.price, quantity }]),
  };
  // A visitor id with no long digit run (the Worker would take one for a card number).
  const sessionId = 'abcdefab-cdef-4abc-8def-abcdefabcdef';
  const response = await request.post('/api/orders', { data: body, headers: { 'x-session-id': sessionId } });
  expect(response.status()).toBe(201);
  return { product, quantity, totalAmount: body.totalAmount, usdCents };
}

describe('admin sign-in', () => {
  it('signs in through the header dialog: a wrong password is refused, the right one opens /admin', async () => {
    const { context, page } = await newVisitor(browser());
    await openHome(page);
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Access' });
    await dialog.waitFor();
    // Keyboard first: the cursor starts in the username field.
    await page.keyboard.type(E2E_ADMIN.username);
    expect(await dialog.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(E2E_ADMIN.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.keyboard.press('Enter');
    expect(await dialog.getByRole('alert').textContent()).toContain('Invalid credentials');
    expect(new URL(page.url()).pathname).toBe('/');
    await snap(page, 'admin-dialog-refused');

    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await signedInAs(page).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('opens the dialog from the phone menu too', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Admin Access' });
    await dialog.waitFor();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await snap(page, 'admin-dialog-phone');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(E2E_ADMIN.username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/dashboard');
    await signedInAs(page).waitFor();
    await snap(page, 'admin-dashboard-phone');
    await context.close();
  });

  it('signs in on /admin, keeps the session over a reload, and asks again after logging out', async () => {
    const { context, page } = await newVisitor(browser());
    await signInOnAdminPage(page, 'wrong password');
    await toast(page, 'Invalid credentials').waitFor();
    expect(await dashboardHeading(page).count()).toBe(0);
    await snap(page, 'admin-login-refused');

    await signInOnAdminPage(page);
    await toast(page, 'Logged in successfully').waitFor();
    await signedInAs(page).waitFor();

    await reload(page);
    await signedInAs(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');

    // Each tab has its own address: a reload keeps it, Back returns to the tab before.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.waitForURL('**/admin/orders');
    await reload(page);
    await signedInAs(page).waitFor();
    expect(await page.getByRole('tab', { name: 'Orders' }).getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('region', { name: 'Admin Login' }).waitFor();
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
    await reload(page);
    await page.getByRole('region', { name: 'Admin Login' }).waitFor();
    expect(await dashboardHeading(page).count()).toBe(0);
    await context.close();
  });
});

describe('product management', () => {
  it('adds a product with an uploaded image that the home page then sells, and its stock switch turns Add to Cart off', async () => {
    const { context, page } = await newVisitor(browser());
    await openDashboard(page);
    await page.getByTestId('product-stat-total').waitFor();
    const totalBefore = Number(await page.getByTestId('product-stat-total').locator('dd').textContent());

    const name = unique('E2E Moonstone');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    // Without an image the form says so and sends nothing.
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await dialog.getByText('Please upload an image for the product').waitFor();

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('A milky stone with a blue sheen, <b>not bold</b>.');
    // docs/product.md §5: a third decimal is rounded, not cut (12.345 is $12.35 once the field is left).
    const price = dialog.getByRole('textbox', { name: 'Price (USD)', exact: true });
    await price.fill('12.345');
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Healing Stones' }).click();
    expect(await price.inputValue()).toBe('$12.35');
    await dialog.getByRole('textbox', { name: 'Stock (units)', exact: true }).fill('5');
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'moonstone.png', mimeType: 'image/png', buffer: GEM_PNG });
    const preview = dialog.getByTestId('product-image-preview').locator('img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/objects\/uploads\/[\w.-]+\.png$/);
    await page.waitForFunction((element) => (element as HTMLImageElement).naturalWidth > 0, await preview.elementHandle());
    await snap(page, 'admin-product-add');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await toast(page, 'Product added successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('listitem', { name });
    await row.waitFor();
    expect(await row.textContent()).toContain('$12.35');
    expect(await row.textContent()).toContain('<b>not bold</b>');
    expect(Number(await page.getByTestId('product-stat-total').locator('dd').textContent())).toBe(totalBefore + 1);

    const home = await context.newPage();
    await openHome(home);
    const card = await findProductCard(home, name);
    await card.scrollIntoViewIfNeeded();
    expect(await card.getByTestId('product-price').textContent()).toBe('$12.35');
    expect(await card.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-disabled')).toBe('false');
    const image = card.locator('img');
    await home.waitForFunction(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );

    const stockSwitch = row.getByRole('switch', { name: `In stock: ${name}` });
    const switchLabel = row.locator('.mantine-Switch-label');
    expect(await stockSwitch.isChecked()).toBe(true);
    expect(await switchLabel.textContent()).toBe('In stock');
    await stockSwitch.click({ force: true });
    await toast(page, 'Product updated successfully').waitFor();
    // The switch says the state it is in, as the badge beside it does.
    await switchLabel.filter({ hasText: 'Out of stock' }).waitFor();
    expect(await row.getByText('Out of stock', { exact: true }).count()).toBe(2);
    expect(await stockSwitch.isChecked()).toBe(false);
    await snap(page, 'admin-product-out-of-stock');

    await openHome(home);
    const soldOut = await findProductCard(home, name);
    await soldOut.scrollIntoViewIfNeeded();
    expect(await soldOut.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-disabled')).toBe('true');
    await home.close();
    await context.close();
  });

  it('edits a product without a new image, then deletes it after confirming', async () => {
    const { context, page } = await newVisitor(browser());
    await openDashboard(page);
    const name = unique('E2E Garnet');
    const [seeded] = ((await (await page.request.get('/api/products')).json()) as ProductPage).items;
    const created = await page.request.post('/api/products', {
      data: { name, description: 'Deep red.', price: 2000, imageUrl: seeded?.imageUrl, category: 'birthstone', stock: 2 },
    });
    expect(created.status()).toBe(201);
    await reload(page);
    // The list shows a page at a time, oldest first: the search finds the new product wherever it is.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = page.getByRole('listitem', { name });
    await row.waitFor();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Product' });
    await dialog.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('25.5');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Product updated successfully').waitFor();
    await row.getByText('$25.50').waitFor();
    await snap(page, 'admin-products-desktop');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete product' });
    // The name in its own direction within the question (schema/bidi.ts isolate).
    expect(await confirm.getByText(`Are you sure you want to delete "\u2068${name}\u2069"?`).isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Product deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    const { items: products } = (await (await page.request.get(`/api/products?q=${encodeURIComponent(name)}`)).json()) as ProductPage;
    expect(products.some((product) => product.name === name)).toBe(false);
    await context.close();
  });
});

describe('what came in', () => {
  it('lists the new order and the new wholesale application, newest first, as plain text', async () => {
    const { context, page } = await newVisitor(browser());
    const businessName = unique('Stones <i>&</i> Co');
    const applied = await page.request.post('/api/wholesale/apply', {
      data: {
        businessName,
        contactName: 'Ingrid Berg',
        email: 'ingrid@example.com',
        phone: '+47 22 33 44 55',
        businessType: 'Jewelry designer',
        taxId: 'NO-987654',
        message: 'We would like <script>alert(1)</script> tumbled amethyst.',
      },
    });
    expect(applied.status()).toBe(201);
    const customerName = unique('Astrid Lund');
    const order = await placeOrder(page.request, customerName);

    await openDashboard(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    const first = page.getByTestId('admin-order').first();
    await first.waitFor();
    const orderText = (await first.textContent()) ?? '';
    expect(orderText).toContain(customerName);
    expect(orderText).toContain(formatMoney(order.totalAmount, 'EUR', 'en'));
    expect(orderText).toContain(formatUsd(order.usdCents, 'en'));
    expect(orderText).toContain(order.product.name);
    expect(orderText).toContain('staff-check@example.com');
    expect(await first.getByTestId('order-status').textContent()).toMatch(/^(Pending|Paid|Failed)$/);
    await snap(page, 'admin-orders-desktop');

    // The new order is pending: it is under "Pending", not under "Failed", and the address keeps the filter.
    const orderFilter = page.getByRole('radiogroup', { name: 'Filter orders by status' });
    const newOrder = page.getByTestId('admin-order').filter({ hasText: customerName });
    await orderFilter.getByText('Failed', { exact: true }).click();
    await page.waitForURL('**/admin/orders?status=failed');
    // The list of the filter before stays until the new one's answer comes: the order leaves it then.
    await newOrder.waitFor({ state: 'detached' });
    await orderFilter.getByText('Pending', { exact: true }).click();
    await page.waitForURL('**/admin/orders?status=pending');
    await newOrder.waitFor();
    await reload(page);
    await newOrder.waitFor();
    expect(await orderFilter.getByRole('radio', { name: 'Pending' }).isChecked()).toBe(true);

    await page.getByRole('tab', { name: 'Wholesale Applications' }).click();
    const application = page.getByTestId('admin-wholesale-application').first();
    await application.waitFor();
    const applicationText = (await application.textContent()) ?? '';
    expect(applicationText).toContain(businessName);
    expect(applicationText).toContain('NO-987654');
    expect(applicationText).toContain('We would like <script>alert(1)</script> tumbled amethyst.');
    expect(await application.locator('script, i').count()).toBe(0);
    await snap(page, 'admin-wholesale-desktop');

    // Staff approve it: it is saved, and it leaves "New" for "Approved".
    const status = application.getByRole('combobox', { name: 'Status' });
    expect(await status.inputValue()).toBe('New');
    await status.click();
    await page.getByRole('option', { name: 'Approved' }).click();
    await toast(page, 'Status saved').waitFor();
    const applicationFilter = page.getByRole('radiogroup', { name: 'Filter applications by status' });
    const approved = page.getByTestId('admin-wholesale-application').filter({ hasText: businessName });
    await applicationFilter.getByText('Approved', { exact: true }).click();
    await page.waitForURL('**/admin/wholesale?status=approved');
    await approved.waitFor();
    expect(await approved.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Approved');
    await applicationFilter.getByText('New', { exact: true }).click();
    await page.waitForURL('**/admin/wholesale?status=new');
    await approved.waitFor({ state: 'detached' });
    await context.close();
  });

  it('shows the dashboard tabs on a phone', async () => {
    const { context, page } = await newVisitor(browser(), PHONE);
    await openDashboard(page);
    await page.getByTestId('admin-product-row').first().waitFor();
    await snap(page, 'admin-products-phone');
    // One row that scrolls sideways, never wrapping onto more lines; the tab opened by address is scrolled into sight.
    const tabTops = await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tabTops).size).toBe(1);
    const inSight = async (name: string) => {
      const box = await page.getByRole('tab', { name, selected: true }).boundingBox();
      return { name, inSight: Boolean(box && box.x >= 0 && box.x + box.width <= PHONE.width) };
    };
    await visit(page, '/admin/audit');
    expect(await inSight('Audit Log')).toEqual({ name: 'Audit Log', inSight: true });
    await page.getByRole('tab', { name: 'Product Management' }).click();
    await page.getByTestId('admin-product-row').first().waitFor();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByTestId('admin-order').first().waitFor();
    // Clicked from the start of the row, where the router puts it back after the navigation: still in sight.
    expect(await inSight('Orders')).toEqual({ name: 'Orders', inSight: true });
    await snap(page, 'admin-orders-phone');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Wholesale Applications' }).click();
    await page.getByTestId('admin-wholesale-application').first().waitFor();
    await snap(page, 'admin-wholesale-phone');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
