import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { RevokeReceiptLinks } from './RevokeReceiptLinks.tsx';

const ORDER_ID = '3f2a9c1e-8b7d-4e6f-9a0b-1c2d3e4f5a6b';

describe('RevokeReceiptLinks', () => {
  it('revokes the order’s receipt links only once staff confirm, and says how many stopped working', async () => {
    const api = stubApi({ [`DELETE /api/admin/orders/${ORDER_ID}/receipt-links`]: { revoked: 2 } });
    const user = userEvent.setup();
    render(<RevokeReceiptLinks orderId={ORDER_ID} />);

    await user.click(screen.getByRole('button', { name: 'Revoke receipt links' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke receipt links' });
    expect(api.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke receipt links' }));

    expect(await screen.findByText('Receipt links revoked: 2')).toBeTruthy();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: `/api/admin/orders/${ORDER_ID}/receipt-links` });
  });
});
