import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '#schema/orders-api.ts';
import { render } from '#web/test/render.tsx';
import { adminOrder, adminPayment } from '#testing/factories.ts';
import { OrderCard } from './OrderCard.tsx';

const order = (payments: AdminOrder['payments']) =>
  adminOrder({
    id: '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b',
    createdAt: '2025-03-01T10:00:00.000Z',
    currency: 'USD',
    totalAmount: 4900,
    originalAmount: 4900,
    exchangeRate: 1_000_000,
    customerName: 'Amina Otieno',
    customerEmail: 'amina@example.com',
    customerPhone: '0712345678',
    lines: [{ name: 'Ruby', unitPrice: 2450, quantity: 2 }],
    payments,
  });

describe('OrderCard', () => {
  it("shows each payment's provider, by name, its reference and status", () => {
    render(
      <ul>
        <OrderCard
          order={order([adminPayment({ providerRef: 'pi_sim_first', status: 'failed' }), adminPayment({ providerRef: 'pi_sim_second' })])}
        />
      </ul>,
    );
    const [first, second] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(first!).getByText('Demo payment reference')).toBeTruthy();
    expect(within(first!).getByText('pi_sim_first')).toBeTruthy();
    expect(within(first!).getByText('Failed')).toBeTruthy();
    expect(within(second!).getByText('pi_sim_second')).toBeTruthy();
    expect(within(second!).getByText('Succeeded')).toBeTruthy();
  });

  it('shows staff why a payment needs a person: a Daraja refusing the shop, an amount that is not the order’s', () => {
    const problem = 'Daraja configuration: Daraja OAuth answered 400: Invalid Authentication passed';
    render(
      <ul>
        <OrderCard order={order([adminPayment({ provider: 'daraja', providerRef: '29115-1', status: 'pending', problem })])} />
      </ul>,
    );
    const [payment] = within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem');
    expect(within(payment!).getByText(`Needs attention: ${problem}`)).toBeTruthy();
  });

  it('shows no payments list for an order without payments', () => {
    render(
      <ul>
        <OrderCard order={order([])} />
      </ul>,
    );
    expect(screen.queryByRole('list', { name: 'Payments' })).toBeNull();
  });
});
