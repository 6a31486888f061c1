import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { cartLine } from '#testing/factories.ts';
import { render, renderInRouter } from '#web/test/render.tsx';
import { CartButton } from './CartButton.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { CartPanelProvider } from './cart-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('CartDrawer', () => {
  it("says only 'Failed to fetch cart' when the cart cannot be loaded, never the server's raw answer", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/rates'
          ? Response.json({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback' })
          : new Response('D1_ERROR: no such table: cart_items', { status: 500 }),
      ),
    );
    render(
      <CartPanelProvider>
        <CartButton />
        <CartDrawer onCheckout={() => undefined} />
      </CartPanelProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Shopping cart, 0 items' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch cart');
    expect(screen.queryByText(/D1_ERROR/)).toBeNull();
  });

  it('moves the keyboard to the next line’s Remove when a line goes, and to the empty cart when the last one does', async () => {
    let lines: CartLine[] = [
      cartLine({ id: 1, quantity: 1, product: { id: 7, name: 'Ruby', price: 2450, stock: 5 } }),
      cartLine({ id: 2, quantity: 1, product: { id: 8, name: 'Opal', price: 1000, stock: 5 } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/rates') return Response.json({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback' });
        if (init?.method === 'DELETE') {
          lines = lines.filter((line) => !url.endsWith(`/${line.id}`));
          return new Response(null, { status: 204 });
        }
        return Response.json(lines);
      }),
    );
    const user = userEvent.setup();
    await renderInRouter(
      <CartPanelProvider>
        <CartButton />
        <CartDrawer onCheckout={() => undefined} />
      </CartPanelProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Shopping cart, 2 items' }));
    const removes = await screen.findAllByRole('button', { name: 'Remove' });
    removes[0]?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove' })).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' })));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('cart-empty')));
  });
});
