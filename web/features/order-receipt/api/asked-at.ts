import type { ReceiptAnswer } from '#schema/orders-api.ts';
import { deviceTime, type DeviceTime } from '#web/features/hold/index.ts';

/**
 * A receipt with the device's clocks as it was asked for, from which its hold is counted (features/hold/hold-deadline.ts);
 * null where the server asked, for a page it renders: the page's own start stands in for it then.
 */
export type ReceiptRead = ReceiptAnswer & { askedAt: DeviceTime | null };

export async function askedNow(ask: () => Promise<ReceiptAnswer>): Promise<ReceiptRead>;
export async function askedNow(ask: () => Promise<ReceiptAnswer | null>): Promise<ReceiptRead | null>;
export async function askedNow(ask: () => Promise<ReceiptAnswer | null>): Promise<ReceiptRead | null> {
  const askedAt = typeof window === 'undefined' ? null : deviceTime();
  const answer = await ask();
  return answer && { ...answer, askedAt };
}
