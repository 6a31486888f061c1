import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../../schema/api';
import { FALLBACK_RATES } from '../../../schema/catalog';
import { render } from '../../test/render';
import { CheckoutDialog } from './CheckoutDialog';

const LINE: CartLine = { id: 1, quantity: 2, product: { id: 7, name: 'Ruby', price: 2450, imageUrl: '/x.svg', stock: 5 } };

function serve(cart: CartLine[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/cart') return new Response(JSON.stringify(cart));
      if (url === '/api/rates') return new Response(JSON.stringify({ base: 'USD', rates: FALLBACK_RATES, source: 'fallback' }));
      return new Response('{"error":"unexpected call"}', { status: 500 });
    }),
  );
}

beforeEach(() => serve([LINE]));
afterEach(() => vi.unstubAllGlobals());

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
});
