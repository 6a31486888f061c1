import { useEffect, useReducer } from 'react';
import type { OrderTerms } from '#schema/orders-api.ts';

/**
 * A hold counted on the server's time (docs/product.md §4), in the checkout and on the receipt: a device clock minutes
 * off would end a new hold at once, or show time the server does not keep. The server answers how long the hold has
 * left as it answers (`heldUntil - answeredAt`), and the device counts that down from the moment it asked, so the
 * countdown ends no later than the server's hold, early by at most the request's round trip.
 */

/** Where the device's two clocks stood: the monotonic one (performance.now) and the wall clock (Date.now). */
export type DeviceTime = { monotonic: number; wall: number };

export const deviceTime = (): DeviceTime => ({ monotonic: performance.now(), wall: Date.now() });

/** The device's clocks as the page began to load: before the server answered anything the page came with. */
export const pageStart = (): DeviceTime => ({ monotonic: 0, wall: performance.timeOrigin });

/** How long the server's hold had left as it answered, and the device's clocks as the order was sent. */
export type HoldDeadline = { leftMs: number; sentAt: DeviceTime };

export const holdDeadline = (
  { heldUntil, answeredAt }: Pick<OrderTerms, 'heldUntil'> & { answeredAt: string },
  sentAt: DeviceTime,
): HoldDeadline => ({
  leftMs: Date.parse(heldUntil) - Date.parse(answeredAt),
  sentAt,
});

/**
 * Milliseconds the hold has left at `now`; 0 once it has ended. The time gone is the larger of the two clocks' counts:
 * the monotonic one ignores a wall clock set back, and the wall clock counts a phone's sleep, which performance.now
 * misses on Android, iOS and macOS.
 */
export function holdRemaining({ leftMs, sentAt }: HoldDeadline, now: DeviceTime = deviceTime()): number {
  const gone = Math.max(now.monotonic - sentAt.monotonic, now.wall - sentAt.wall);
  return Math.max(0, leftMs - gone);
}

/** What the hold has left, read again at each render and each second until it ends; 0 without a hold. */
export function useHoldRemaining(deadline: HoldDeadline | null): number {
  const [, tick] = useReducer((ticks: number) => ticks + 1, 0);
  useEffect(() => {
    if (!deadline || holdRemaining(deadline) === 0) return;
    const timer = setInterval(() => {
      tick();
      if (holdRemaining(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? holdRemaining(deadline) : 0;
}
