import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi, type ApiStub } from '#web/test/api-stub.ts';
import { renderInRouter } from '#web/test/render.tsx';
import { cartLine } from '#testing/factories.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartPanelProvider } from './cart-panel.tsx';

const render = (ui: ReactElement) => renderInRouter(<CartPanelProvider>{ui}</CartPanelProvider>);

const line = (quantity: number, stock: number) => cartLine({ id: 3, quantity, product: { id: 7, name: 'Ruby', price: 2450, stock } });

const increase = () => screen.getByRole('button', { name: 'One more Ruby' }) as HTMLButtonElement;

let api: ApiStub;
beforeEach(() => {
  api = stubApi({ 'PATCH /api/cart/:id': {} });
});
const patches = () => api.requests.filter((request) => request.method === 'PATCH').map((request) => [request.path, request.body]);

describe('CartLineRow', () => {
  it("links the product's name to its own page", async () => {
    await render(<CartLineRow line={line(1, 5)} />);
    const link = await screen.findByRole('link', { name: 'Ruby' });
    expect(link.getAttribute('href')).toBe('/products/7');
  });

  it('asks the server for one more while the line is below the stock', async () => {
    await render(<CartLineRow line={line(2, 5)} />);
    expect(increase().disabled).toBe(false);
    await userEvent.click(increase());
    expect(patches()).toEqual([['/api/cart/3', { quantity: 3 }]]);
  });

  it('cannot go past the stock', async () => {
    await render(<CartLineRow line={line(5, 5)} />);
    expect(increase().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(increase());
    expect(patches()).toEqual([]);
  });

  it('cannot go past 99 even when more is in stock', async () => {
    await render(<CartLineRow line={line(99, 500)} />);
    expect(increase().getAttribute('aria-disabled')).toBe('true');
  });

  it('keeps the keyboard on its buttons while a change is on its way and at a limit: never disabled, which drops the focus', async () => {
    api = stubApi({ 'PATCH /api/cart/:id': () => new Promise<Response>(() => undefined) });
    await render(<CartLineRow line={line(4, 5)} />);
    increase().focus();
    await userEvent.keyboard('{Enter}');
    expect(patches()).toHaveLength(1);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(increase().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(increase());
  });

  it('sets the staff-written name in its own direction (dir="auto"), whatever the page\'s', async () => {
    await render(<CartLineRow line={line(1, 5)} />);
    const name = await screen.findByRole('link', { name: 'Ruby' });
    expect(name.closest('[dir]')?.getAttribute('dir')).toBe('auto');
  });
});
