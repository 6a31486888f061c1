import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { render } from '#web/test/render.tsx';
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
});
