import type { Locator, Page } from 'playwright-core';
import { isolate } from '#schema/bidi.ts';
import { visit } from './browser.ts';

/** The product card on the home page whose heading is `name`. */
export const productCard = (page: Page, name: string): Locator =>
  page.locator('[data-testid="product-card"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

const shownCards = (page: Page) => page.locator('#products [data-testid="product-card"]');

/** Asks the home grid for its next page and waits for it; false when every page is shown. */
export async function loadMoreProducts(page: Page): Promise<boolean> {
  // Infinite scroll may be fetching a page already: let it land before deciding.
  await page.locator('[data-testid="product-grid"][aria-busy="false"]').waitFor();
  const more = page.locator('#products').getByRole('button', { name: 'Load more products' });
  if ((await more.count()) === 0) return false;
  const before = await shownCards(page).count();
  // Reaching for the button brings the grid's end near, and infinite scroll may load the page first (the last page
  // takes the button with it, and a click would wait for it forever). Either the grid grows, or infinite scroll had
  // already brought the last page in after the count above, and the button is gone with the grid at rest.
  await more.click({ timeout: 5000 }).catch(() => undefined);
  await page.waitForFunction((count) => {
    const products = document.querySelector('#products');
    const grown = (products?.querySelectorAll('[data-testid="product-card"]').length ?? 0) > count;
    const atRest = products?.querySelector('[data-testid="product-grid"][aria-busy="false"]') !== null;
    const buttonGone = !Array.from(products?.querySelectorAll('button') ?? []).some((button) =>
      button.textContent?.includes('Load more products'),
    );
    return grown || (atRest && buttonGone);
  }, before);
  return true;
}

/** The card of `name`, loading more of the home grid (it pages) until it shows. */
export async function findProductCard(page: Page, name: string): Promise<Locator> {
  const card = productCard(page, name);
  while ((await card.count()) === 0) {
    // Infinite scroll may bring the last page in (this card with it) between the count above and loadMoreProducts's look.
    if (!(await loadMoreProducts(page)) && (await card.count()) === 0)
      throw new Error(`No card for "${name}" on any page of the home grid`);
  }
  return card;
}

/** The toast that says the stone `name` is in the cart (its name an island of its own direction in the sentence). */
export const addedToast = (page: Page, name: string): Locator => page.getByText(`${isolate(name)} has been added to your cart`);

export async function addToCart(page: Page, name: string): Promise<void> {
  await (await findProductCard(page, name)).getByRole('button', { name: 'Add to Cart' }).click();
  await addedToast(page, name).waitFor();
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
  await visit(page, '/');
  await shownCards(page).first().waitFor();
}

/** A gallery stone's views as its card and dialog write them in English: "1 view", "3,469 views". */
export const viewsText = (count: number): string => `${count.toLocaleString('en')} ${count === 1 ? 'view' : 'views'}`;
