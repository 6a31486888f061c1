import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '#schema/cart-api.ts';
import { render } from '#web/test/render.tsx';
import { cartLine } from '#testing/factories.ts';
import { CartButton } from './CartButton.tsx';
import { CartPanelProvider } from './cart-panel.tsx';

const respondWith = (lines: CartLine[]) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(lines), { status: 200 })),
  );

const line = (id: number, quantity: number) => cartLine({ id, quantity, product: { id, name: `Stone ${id}`, price: 1000 } });

afterEach(() => vi.unstubAllGlobals());

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
    respondWith([]);
    render(
      <CartPanelProvider>
        <CartButton />
      </CartPanelProvider>,
    );
    await screen.findByRole('button', { name: 'Shopping cart, 0 items' });
    const [, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-session-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(init?.credentials).toBe('include');
  });
});
