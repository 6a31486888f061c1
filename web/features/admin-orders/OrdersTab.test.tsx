import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminOrder } from '#testing/factories.ts';
import { renderApp } from '#web/test/render-app.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const first = adminOrder({ id: 'aaaa1111-0000-4000-8000-000000000001', status: 'paid' });
const second = adminOrder({ id: 'bbbb2222-0000-4000-8000-000000000002', status: 'failed' });
const third = adminOrder({ id: 'cccc3333-0000-4000-8000-000000000003', status: 'pending' });

/** The Worker as the tab meets it: two pages of every order, and no pending orders. */
function serve() {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/admin/session') return json({ username: 'admin' });
      if (path.startsWith('/api/admin/orders')) {
        requests.push(path);
        if (path.includes('status=pending')) return json({ items: [], nextCursor: null });
        if (path.includes('status=failed')) return json({ items: [second], nextCursor: null });
        if (path.includes('cursor=next')) return json({ items: [third], nextCursor: null });
        return json({ items: [first, second], nextCursor: 'next' });
      }
      return json({ error: 'No such endpoint', code: 'not_found' }, 404);
    }),
  );
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

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
    expect(requests).toEqual(['/api/admin/orders?limit=50', '/api/admin/orders?limit=50&cursor=next']);
  });

  it('asks the server for one status when the filter changes, and keeps it in the address', async () => {
    const requests = serve();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');
    await screen.findByText('Order aaaa1111');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Filter orders by status' })).getByLabelText('Failed'));
    await vi.waitFor(() => expect(shownOrders()).toEqual(['Order bbbb2222']));
    expect(requests.at(-1)).toBe('/api/admin/orders?limit=50&status=failed');
    expect(router.state.location.search).toEqual({ status: 'failed' });
  });

  it('opens on the status the address names, and says when none has it', async () => {
    serve();
    renderApp('/admin/orders?status=pending');
    expect(await screen.findByText('No orders with this status')).toBeTruthy();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/admin/session' ? json({ username: 'admin' }) : json({ error: 'boom', code: 'internal' }, 500),
      ),
    );
    renderApp('/admin/orders');
    expect(await screen.findByText('Failed to load orders')).toBeTruthy();
  });
});
