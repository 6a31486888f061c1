import type { Locator, Page } from 'playwright-core';

/** The product card on the home page whose heading is `name`. */
export const productCard = (page: Page, name: string): Locator =>
  page.locator('[data-testid="product-card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

export async function addToCart(page: Page, name: string): Promise<void> {
  await productCard(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByText(`${name} has been added to your cart`).waitFor();
}

/** Waits until the header's cart button reports `count` items. */
export async function expectCartCount(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` }).waitFor();
}

export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  const panel = page.getByRole('dialog', { name: 'Shopping Cart' });
  await panel.waitFor();
  return panel;
}

/** Opens the home page and waits for the product list. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('[data-testid="product-card"]').first().waitFor();
}
