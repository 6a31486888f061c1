import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminOrder, adminPayment } from '#testing/factories.ts';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const first = adminOrder({ id: 'aaaa1111-0000-4000-8000-000000000001', status: 'paid' });
const second = adminOrder({ id: 'bbbb2222-0000-4000-8000-000000000002', status: 'failed' });
const third = adminOrder({ id: 'cccc3333-0000-4000-8000-000000000003', status: 'pending' });

/** The Worker as the tab meets it: two pages of every order, and no pending orders. */
function serve() {
  const api = stubApi(
    {
      'GET /api/admin/orders': ({ url }) => {
        const { search } = url;
        if (search.includes('status=pending')) return { items: [], nextCursor: null };
        if (search.includes('status=failed')) return { items: [second], nextCursor: null };
        if (search.includes('cursor=next')) return { items: [third], nextCursor: null };
        return { items: [first, second], nextCursor: 'next' };
      },
    },
    { signedIn: 'admin' },
  );
  return () => api.calls('GET', '/api/admin/orders').map((request) => request.path + request.url.search);
}

const paidLate = adminOrder({
  id: 'dddd4444-0000-4000-8000-000000000004',
  status: 'failed',
  paymentMethod: 'mpesa',
  payments: [
    adminPayment({
      provider: 'daraja',
      providerRef: '29115-34620561-1',
      receiptNumber: 'SKL4Q2X8PA',
      chargedAmount: 6469,
      chargedCurrency: 'KES',
      lateOutcome: 'needs_attention',
    }),
  ],
});

/** The Worker with one order on the Needs attention list until staff resolve it; records the writes it is sent. */
function serveNeedsAttention() {
  let resolved = false;
  const api = stubApi(
    {
      'GET /api/admin/orders': () => ({ items: resolved ? [] : [paidLate], nextCursor: null }),
      'POST /api/admin/orders/:id/resolve': () => {
        resolved = true;
        return { id: paidLate.id, resolution: 'refunded_outside' };
      },
      'POST /api/admin/orders/sweep': { failedSteps: [] },
    },
    { signedIn: 'admin' },
  );
  return () => api.requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body: body ?? null }));
}

const shownOrders = () => screen.getAllByTestId('admin-order').map((card) => within(card).getByText(/^Order /).textContent);

describe('/admin/orders', () => {
  it('loads the next page on "Load more" and appends it', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderApp('/admin/orders');
    expect(await screen.findByText('Order aaaa1111')).toBeTruthy();
    expect(shownOrders()).toEqual(['Order aaaa1111', 'Order bbbb2222']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Order cccc3333')).toBeTruthy();
    expect(shownOrders()).toEqual(['Order aaaa1111', 'Order bbbb2222', 'Order cccc3333']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(requests()).toEqual(['/api/admin/orders?limit=50', '/api/admin/orders?limit=50&cursor=next']);
  });

  it('asks the server for one status when the filter changes, and keeps it in the address', async () => {
    const requests = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');
    await screen.findByText('Order aaaa1111');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Filter orders by status' })).getByLabelText('Failed'));
    await vi.waitFor(() => expect(shownOrders()).toEqual(['Order bbbb2222']));
    expect(requests().at(-1)).toBe('/api/admin/orders?limit=50&status=failed');
    expect(router.state.location.search).toEqual({ status: 'failed' });
  });

  it('opens on the status the address names, and says when none has it', async () => {
    serve();
    renderApp('/admin/orders?status=pending');
    expect(await screen.findByText('No orders with this status')).toBeTruthy();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/admin/orders': () => refusal(500, 'internal') }, { signedIn: 'admin' });
    renderApp('/admin/orders');
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
  });

  it('lists the orders that need attention, with the M-Pesa receipt and amount, and records what staff did', async () => {
    const writes = serveNeedsAttention();
    const user = userEvent.setup();
    renderApp('/admin/orders?status=needs_attention');
    const card = await screen.findByTestId('admin-order');
    expect(within(card).getByText('M-Pesa receipt SKL4Q2X8PA')).toBeTruthy();
    expect(within(card).getByText('Charged 6,469 KES')).toBeTruthy();
    expect(within(card).getByText('Paid late, needs attention')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Refunded outside the shop' }));

    expect(await screen.findByText('No orders with this status')).toBeTruthy();
    expect(writes()).toEqual([{ path: `/api/admin/orders/${paidLate.id}/resolve`, body: { resolution: 'refunded_outside' } }]);
  });

  it('runs the payment sweep only when staff ask for it', async () => {
    const writes = serveNeedsAttention();
    const user = userEvent.setup();
    renderApp('/admin/orders');
    await screen.findByTestId('admin-order');
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Check payments now' }));

    await vi.waitFor(() => expect(writes()).toEqual([{ path: '/api/admin/orders/sweep', body: null }]));
  });
});
