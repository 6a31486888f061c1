import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { RevokeReceiptLinks } from './RevokeReceiptLinks.tsx';

const ORDER_ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

afterEach(() => vi.unstubAllGlobals());

describe('RevokeReceiptLinks', () => {
  it('revokes the order’s receipt links only once staff confirm, and says how many stopped working', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ revoked: 2 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<RevokeReceiptLinks orderId={ORDER_ID} />);

    await user.click(screen.getByRole('button', { name: 'Revoke receipt links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke receipt links' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke receipt links' }));

    expect(await screen.findByText('Receipt links revoked: 2')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('DELETE');
    expect(url).toContain(`/api/admin/orders/${ORDER_ID}/receipt-links`);
  });
});
