import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { cartLine } from '#testing/factories.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { render, renderInRouter } from '#web/test/render.tsx';
import { CartButton } from './CartButton.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { CartPanelProvider } from './cart-panel.tsx';

describe('CartDrawer', () => {
  it("says only 'Failed to fetch cart' when the cart cannot be loaded, never the server's raw answer", async () => {
    stubApi({ 'GET /api/cart': () => new Response('D1_ERROR: no such table: cart_items', { status: 500 }) });
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
    stubApi({
      'GET /api/cart': () => lines,
      'DELETE /api/cart/:id': ({ params }) => {
        lines = lines.filter((line) => String(line.id) !== params.id);
        return new Response(null, { status: 204 });
      },
    });
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
