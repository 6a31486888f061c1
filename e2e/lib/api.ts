import type { ProductPage } from '#schema/products-api.ts';
import { baseURL } from './browser.ts';

/** What the API says, so a page is checked against the server's own data (the seed, or what other tests left). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${baseURL()}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The id of the product named `name`, from the catalog's pages. */
export async function productIdNamed(name: string): Promise<number> {
  for (let path: string | null = '/api/products?limit=100'; path !== null;) {
    const page: ProductPage = await apiGet(path);
    const found = page.items.find((product) => product.name === name);
    if (found) return found.id;
    path = page.nextCursor === null ? null : `/api/products?limit=100&cursor=${page.nextCursor}`;
  }
  throw new Error(`no product named "${name}"`);
}

/** Puts one of the product named `name` in the cart of the visitor session `sessionId`, as the shop's Add to Cart does. */
export async function putInCart(sessionId: string, name: string): Promise<void> {
  const productId = await productIdNamed(name);
  const response = await fetch(`${baseURL()}/api/cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': sessionId },
    body: JSON.stringify({ productId, quantity: 1, sessionId }),
  });
  if (response.status !== 201) throw new Error(`adding "${name}" to the cart: ${response.status} ${await response.text()}`);
}
