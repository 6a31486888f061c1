import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderReceipt } from '#testing/factories.ts';
import { refusal, stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { ReceiptPage } from './ReceiptPage.tsx';

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

afterEach(() => vi.useRealTimers());

describe('the receipt page of an order', () => {
  it("counts an unpaid order's hold on the server's time, whatever the device's clock says", async () => {
    const answeredAt = Date.parse('2026-11-28T10:00:00.000Z');
    // The device's clock is 10 minutes ahead of the server's.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: answeredAt + 10 * MINUTE });
    const pending = { status: 'pending', paidAt: null, payment: null } as const;
    stubApi({ 'GET /api/orders/:id': orderReceipt({ ...pending, answeredAt: iso(answeredAt), heldUntil: iso(answeredAt + 15 * MINUTE) }) });

    render(<ReceiptPage orderId="00000000-0000-4000-8000-000000000000" />);

    expect((await screen.findByTestId('hold-remaining')).textContent).toMatch(/^(15:00|14:5\d) left$/);
  });

  it('reads "Not paid" once the hold runs out on the page, asking the server again', async () => {
    const answeredAt = Date.now();
    vi.useFakeTimers({ shouldAdvanceTime: true, now: answeredAt });
    const heldUntil = iso(answeredAt + 15 * MINUTE);
    let lapsed = false;
    stubApi({
      'GET /api/orders/:id': () =>
        orderReceipt({ status: lapsed ? 'failed' : 'pending', paidAt: null, payment: null, answeredAt: iso(Date.now()), heldUntil }),
    });
    render(<ReceiptPage orderId="00000000-0000-4000-8000-000000000000" />);
    expect((await screen.findByTestId('receipt-status')).textContent).toBe('Awaiting payment');

    lapsed = true;
    await vi.advanceTimersByTimeAsync(15 * MINUTE + 3000);

    await waitFor(() => expect(screen.getByTestId('receipt-status').textContent).toBe('Not paid'));
    expect(screen.queryByTestId('hold-countdown')).toBeNull();
  });

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
