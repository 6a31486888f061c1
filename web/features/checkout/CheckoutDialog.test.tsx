import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '#schema/api.ts';
import { cartLine } from '#testing/factories.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { render } from '#web/test/render.tsx';
import { CheckoutDialog } from './CheckoutDialog.tsx';
import { MPESA_CONFIRM_MS } from './use-checkout-flow.ts';

const LINE: CartLine = cartLine({ id: 1, quantity: 2, product: { id: 7, name: 'Ruby', price: 2450, stock: 5 } });

type Answer = (init?: RequestInit) => Response | Promise<Response>;

/** Stubs fetch: the cart and the rates, plus `answers` by path; anything else is a 500. */
function serve(cart: CartLine[], answers: Record<string, Answer> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const answer = answers[url];
      if (answer && (init?.method ?? 'GET') !== 'GET') return answer(init);
      if (url === '/api/cart') return new Response(JSON.stringify(cart));
      if (url === '/api/rates') return new Response(JSON.stringify({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback' }));
      return new Response('{"error":"unexpected call"}', { status: 500 });
    }),
  );
}

const calls = (path: string, method = 'GET') =>
  vi.mocked(fetch).mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

/** Fills in a valid M-Pesa checkout and presses Pay. */
async function payByMpesa(user: ReturnType<typeof userEvent.setup>) {
  const pay = await screen.findByRole('button', { name: 'Pay $49.00' });
  await user.click(screen.getByRole('radio', { name: 'M-Pesa' }));
  await user.type(screen.getByLabelText('Full name'), 'Amina Otieno');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Phone number'), '0712345678');
  await user.click(pay);
}

beforeEach(() => serve([LINE]));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CheckoutDialog', () => {
  it('labels the pay button with the total and reports the first failed check as a toast', async () => {
    render(<CheckoutDialog opened onClose={() => undefined} />);
    const pay = await screen.findByRole('button', { name: 'Pay $49.00' });
    await userEvent.click(pay);
    expect(await screen.findByText('Name Required')).toBeTruthy();
    expect(screen.getByText('Please enter your full name')).toBeTruthy();
  });

  it('masks the card number and the month as they are typed', async () => {
    render(<CheckoutDialog opened onClose={() => undefined} />);
    const number = await screen.findByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4242x4242424242424242999' } });
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    const month = screen.getByLabelText('Month');
    fireEvent.change(month, { target: { value: '13' } });
    expect((month as HTMLInputElement).value).toBe('');
  });

  it("says 'Empty Cart' when everything else is right but the cart is empty", async () => {
    serve([]);
    render(<CheckoutDialog opened onClose={() => undefined} />);
    await screen.findByRole('button', { name: 'Pay $0.00' });
    await userEvent.click(screen.getByRole('radio', { name: 'M-Pesa' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Amina Otieno');
    await userEvent.type(screen.getByLabelText('Email'), 'amina@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '0712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $0.00' }));
    expect(await screen.findByText('Empty Cart')).toBeTruthy();
  });

  it('cannot be closed by Escape or the X while the payment is processing', async () => {
    // The order request never answers, so the flow stays in 'processing'.
    serve([LINE], { '/api/orders': () => new Promise<Response>(() => undefined) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<CheckoutDialog opened onClose={onClose} />);
    await screen.findByRole('button', { name: 'Pay $49.00' });
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    await payByMpesa(user);
    expect(await screen.findByText('Creating order...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refreshes the exchange rates, the cart and the products when the order is refused', async () => {
    serve([LINE], {
      '/api/orders': () => Response.json({ error: 'Prices changed since you opened checkout.', code: 'price_changed' }, { status: 409 }),
    });
    const user = userEvent.setup();
    render(<CheckoutDialog opened onClose={() => undefined} />);
    await screen.findByRole('button', { name: 'Pay $49.00' });
    await waitFor(() => expect(calls('/api/rates')).toHaveLength(1));
    await payByMpesa(user);
    expect(await screen.findByText('Prices changed since you opened checkout. Please review your cart and try again.')).toBeTruthy();
    await waitFor(() => expect(calls('/api/rates')).toHaveLength(2));
  });

  it('clears the cart when the confirmation timer ends, and not once the dialog is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve([LINE], {
      '/api/orders': () => Response.json({ id: '0f1e2d3c-0000-4000-8000-000000000000' }),
      '/api/payment-details': () => Response.json({ success: true }),
      '/api/mpesa/initiate': () => Response.json({ success: true, merchantRequestID: 'ws_MR_sim_1' }),
      '/api/cart': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const first = render(<CheckoutDialog opened onClose={() => undefined} />);
    await payByMpesa(user);
    await screen.findByText(/M-Pesa payment request sent/);
    first.unmount();
    vi.advanceTimersByTime(MPESA_CONFIRM_MS + 1000);
    expect(calls('/api/cart', 'DELETE')).toHaveLength(0);

    render(<CheckoutDialog opened onClose={() => undefined} />);
    await payByMpesa(user);
    await screen.findByText(/M-Pesa payment request sent/);
    vi.advanceTimersByTime(MPESA_CONFIRM_MS + 1000);
    await waitFor(() => expect(calls('/api/cart', 'DELETE')).toHaveLength(1));
  });

  it("isolates each line's staff-written name in <bdi> within its translated summary row", async () => {
    render(<CheckoutDialog opened onClose={() => undefined} />);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const name = await within(summary).findByText('Ruby');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.textContent).toBe('Ruby × 2');
  });
});
