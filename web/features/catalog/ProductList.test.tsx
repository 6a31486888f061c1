import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductCategory } from '#schema/catalog.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { product as makeProduct } from '#testing/factories.ts';

const product = (id: number, category: ProductCategory, stock = 5) =>
  makeProduct({ id, name: `Stone ${id}`, price: 2450, imageUrl: `/objects/seed/stone-${id}.svg`, category, stock });

type Product = ReturnType<typeof product>;
type Answer = (url: URL) => Promise<Response>;

/** The catalog the API would answer for `products`: pages of /api/products (by category) and /api/products/categories. */
function catalogOf(products: Product[]): Answer {
  return async (url) => {
    if (url.pathname === '/api/products/categories') {
      const categories = [...new Set(products.map((item) => item.category))];
      return Response.json(
        categories.map((category) => {
          const inCategory = products.filter((item) => item.category === category);
          return { category, count: inCategory.length, imageUrl: inCategory[0]?.imageUrl };
        }),
      );
    }
    const category = url.searchParams.get('category');
    const limit = Number(url.searchParams.get('limit'));
    const after = Number(url.searchParams.get('cursor') ?? 0);
    const matching = products.filter((item) => (!category || item.category === category) && item.id > after);
    const items = matching.slice(0, limit);
    return Response.json({ items, nextCursor: matching.length > limit ? String(items.at(-1)?.id) : null });
  };
}

/** The API with `catalog` answering every /api/products call. */
const serve = (catalog: Answer) =>
  stubApi({ 'GET /api/products': ({ url }) => catalog(url), 'GET /api/products/categories': ({ url }) => catalog(url) });

describe('the home product list', () => {
  it('shows six skeleton cards while the products load', async () => {
    serve(() => new Promise(() => undefined));
    renderApp('/');
    const skeletons = await screen.findByTestId('product-skeletons');
    expect(skeletons.children).toHaveLength(6);
  });

  it('says so when the products cannot be loaded', async () => {
    serve(async () => new Response('down', { status: 503 }));
    renderApp('/');
    expect(await screen.findByText('Failed to load products. Please try again later.')).toBeTruthy();
  });

  it('shows the no-products state when the shop is empty', async () => {
    serve(catalogOf([]));
    renderApp('/');
    expect(await screen.findByText('No Products Available')).toBeTruthy();
    expect(screen.getByText('We are currently updating our inventory. Please check back soon.')).toBeTruthy();
  });

  it('shows the empty-category state with View All Products, which clears the filter', async () => {
    serve(catalogOf([product(1, 'healing'), product(2, 'rare')]));
    const { router } = renderApp('/?category=tumbled');
    expect(await screen.findByText('No Tumbled Stones Available')).toBeTruthy();
    expect(
      screen.getByText("We don't currently have any tumbled stones in stock. Please check back soon or explore other collections."),
    ).toBeTruthy();
    const viewAll = screen.getAllByRole('button', { name: 'View All Products' });
    await userEvent.click(viewAll[viewAll.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
  });

  it('shows the first page and loads the next when asked, asking the server for the category', async () => {
    const many = Array.from({ length: 30 }, (_, index) => product(index + 1, index % 2 ? 'healing' : 'rare'));
    const api = serve(catalogOf(many));
    renderApp('/?category=healing');
    expect(await screen.findAllByTestId('product-card')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load more products' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(15));
    expect(screen.queryByRole('button', { name: 'Load more products' })).toBeNull();
    const categories = api.calls('GET', '/api/products').map((request) => request.url.searchParams.get('category'));
    // The grid's two pages of the category, and once the unfiltered first page the showcase shows.
    expect(categories.filter((category) => category !== null)).toEqual(['healing', 'healing']);
    expect(categories.filter((category) => category === null)).toHaveLength(1);
  });

  it('hides the category cards that have no products', async () => {
    serve(catalogOf([product(1, 'healing'), product(2, 'rare', 0)]));
    renderApp('/');
    await screen.findAllByTestId('product-card');
    const categories = document.getElementById('categories');
    expect(categories?.textContent).toContain('Healing Stones');
    expect(categories?.textContent).toContain('Rare Specimens');
    expect(categories?.textContent).not.toContain('Birthstones');
  });
});
