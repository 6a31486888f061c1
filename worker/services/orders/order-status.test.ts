import { describe, expect, it } from 'vitest';
import { PENDING_ORDER_TTL_MS } from './order-expiry.ts';
import { statusAsRead } from './order-status.ts';

const PLACED = new Date('2026-11-28T10:00:00.000Z');
const pending = { status: 'pending', createdAt: PLACED } as const;
const AFTER_HOLD = PLACED.getTime() + PENDING_ORDER_TTL_MS + 1;
const DURING_HOLD = PLACED.getTime() + PENDING_ORDER_TTL_MS - 1;
const attempt = (status: string, providerRef: string, confirmAt: Date | null = null) => ({ status, providerRef, confirmAt });

describe("an order's status as a read answers it", () => {
  it('is not paid once its hold has ended with no payment, before the sweep writes it', () => {
    expect(statusAsRead(pending, [], AFTER_HOLD)).toBe('failed');
    expect(statusAsRead(pending, [], DURING_HOLD)).toBe('pending');
  });

  it('is not paid once its hold has ended with only refused attempts, or one whose provider never answered its start', () => {
    expect(statusAsRead(pending, [attempt('failed', 'pi_1'), attempt('pending', 'claim:1')], AFTER_HOLD)).toBe('failed');
  });

  it('still awaits payment past its hold while a payment its provider answered may take money, as the sweep leaves it', () => {
    expect(statusAsRead(pending, [attempt('pending', 'pi_3DS_check')], AFTER_HOLD)).toBe('pending');
  });

  it('is paid when a timed confirmation is due, whether or not the hold has ended since', () => {
    const due = attempt('pending', 'sim_1', new Date(PLACED.getTime() + 3000));
    expect(statusAsRead(pending, [due], AFTER_HOLD)).toBe('paid');
  });

  it('is what was written once the order is no longer pending', () => {
    expect(statusAsRead({ status: 'paid', createdAt: PLACED }, [], AFTER_HOLD)).toBe('paid');
    expect(statusAsRead({ status: 'failed', createdAt: PLACED }, [], DURING_HOLD)).toBe('failed');
  });
});
