import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { product as makeProduct } from '#testing/factories.ts';

const product = (id: number, category: string, stock = 5) =>
  makeProduct({ id, name: `Stone ${id}`, price: 2450, imageUrl: `/objects/seed/stone-${id}.svg`, category, stock });

type Answer = () => Promise<Response>;

function serve(products: Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/products') return products();
      if (url === '/api/cart') return new Response('[]');
      if (url === '/api/rates') return new Response(JSON.stringify({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback' }));
      return new Response('{"error":"not found"}', { status: 404 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

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
    serve(async () => new Response('[]'));
    renderApp('/');
    expect(await screen.findByText('No Products Available')).toBeTruthy();
    expect(screen.getByText('We are currently updating our inventory. Please check back soon.')).toBeTruthy();
  });

  it('shows the empty-category state with View All Products, which clears the filter', async () => {
    serve(async () => new Response(JSON.stringify([product(1, 'healing'), product(2, 'rare')])));
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

  it('hides the category cards that have no products', async () => {
    serve(async () => new Response(JSON.stringify([product(1, 'healing'), product(2, 'rare', 0)])));
    renderApp('/');
    await screen.findAllByTestId('product-card');
    const categories = document.getElementById('categories');
    expect(categories?.textContent).toContain('Healing Stones');
    expect(categories?.textContent).toContain('Rare Specimens');
    expect(categories?.textContent).not.toContain('Birthstones');
  });
});
