import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminOrder } from '#testing/factories.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

describe('the staff tabs', () => {
  it("load a tab's list as the pointer or the keyboard reaches its tab, before it is opened", async () => {
    const api = stubApi(
      {
        'GET /api/products': [],
        'GET /api/admin/orders': { items: [adminOrder()], nextCursor: null },
        'GET /api/admin/audit': { items: [], nextCursor: null },
      },
      { signedIn: 'admin' },
    );
    const { router } = renderApp('/admin/products');
    const ordersTab = await screen.findByRole('tab', { name: /Orders/ });
    expect(api.calls('GET', '/api/admin/orders')).toEqual([]);

    await userEvent.hover(ordersTab);
    await waitFor(() => expect(api.calls('GET', '/api/admin/orders')).toHaveLength(1));
    screen.getByRole('tab', { name: /Audit/ }).focus();
    await waitFor(() => expect(api.calls('GET', '/api/admin/audit')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/admin/products');

    await userEvent.click(ordersTab);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/orders'));
    expect(api.calls('GET', '/api/admin/orders')).toHaveLength(1);
  });
});
