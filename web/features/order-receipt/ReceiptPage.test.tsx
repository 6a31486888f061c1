import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { ReceiptPage } from './ReceiptPage.tsx';

describe('the receipt page of an order', () => {
  it.each([
    ['an unknown order', '00000000-0000-4000-8000-000000000000', refusal(404, 'not_found')],
    ['an address that cannot name an order', 'garbage', refusal(400, 'invalid_input', { field: 'id' })],
  ])('says there is no such receipt for %s, with no "Try again" that could not help', async (_case, orderId, answer) => {
    stubApi({ 'GET /api/orders/:id': answer });
    render(<ReceiptPage orderId={orderId} />);
    expect(await screen.findByText('Receipt not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the receipt could not be loaded', async () => {
    stubApi({ 'GET /api/orders/:id': refusal(500, 'internal') });
    render(<ReceiptPage orderId="00000000-0000-4000-8000-000000000000" />);
    expect(await screen.findByText('Failed to load the receipt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
