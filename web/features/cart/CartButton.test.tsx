import { Indicator } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { cartLine } from '#testing/factories.ts';
import { CartButton } from './CartButton.tsx';
import { CartPanelProvider } from './cart-panel.tsx';

const respondWith = (lines: CartLine[]) => stubApi({ 'GET /api/cart': lines });

const line = (id: number, quantity: number) => cartLine({ id, quantity, product: { id, name: `Stone ${id}`, price: 1000 } });

describe('CartButton', () => {
  it('shows the total quantity of items in its badge', async () => {
    respondWith([line(1, 2), line(2, 3)]);
    render(
      <CartPanelProvider>
        <CartButton />
      </CartPanelProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Shopping cart, 5 items' })).toBeTruthy();
    expect(screen.getByText('5')).toBeTruthy();
  });

  it('sends the visitor session id with the cart request', async () => {
    const api = respondWith([]);
    render(
      <CartPanelProvider>
        <CartButton />
      </CartPanelProvider>,
    );
    await screen.findByRole('button', { name: 'Shopping cart, 0 items' });
    const [request] = api.calls('GET', '/api/cart');
    expect(request?.headers.get('x-session-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.credentials).toBe('include');
  });

  it('draws its badge as Mantine’s Indicator of the same size, place and colour does, and none for an empty cart', async () => {
    respondWith([line(1, 2)]);
    const { container } = render(
      <CartPanelProvider>
        <CartButton />
      </CartPanelProvider>,
    );
    await screen.findByRole('button', { name: 'Shopping cart, 2 items' });
    const badge = container.querySelector('[data-testid="cart-badge"]') as HTMLElement;
    const indicator = (count: number) =>
      render(<Indicator label={count} size={18} disabled={count === 0} offset={4} color="red" data-testid="cart-badge" />).container
        .firstElementChild as HTMLElement;
    const mantine = indicator(2);
    expect(badge.getAttribute('style')).toBe(mantine.getAttribute('style'));
    expect(badge.className).toBe(mantine.className);
    expect(badge.firstElementChild?.outerHTML).toBe(mantine.firstElementChild?.outerHTML);
    expect(indicator(0).children).toHaveLength(0);
  });
});
