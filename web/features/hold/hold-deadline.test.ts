import { describe, expect, it } from 'vitest';
import { holdDeadline, holdRemaining, type DeviceTime } from './hold-deadline.ts';

const MINUTE = 60_000;
const SERVER_NOW = Date.parse('2026-11-27T14:17:00.000Z');
const ANSWER = { answeredAt: new Date(SERVER_NOW).toISOString(), heldUntil: new Date(SERVER_NOW + 15 * MINUTE).toISOString() };

/** The device's clocks as the order was sent: its wall clock `aheadMs` off the server's, its monotonic clock anywhere. */
const sentAt = (aheadMs: number): DeviceTime => ({ monotonic: 5_000, wall: SERVER_NOW + aheadMs });

/** The device's clocks `ms` later, each moved as given (both by `ms` when a clock ran as it should). */
const later = (from: DeviceTime, { monotonic, wall }: { monotonic: number; wall: number }): DeviceTime => ({
  monotonic: from.monotonic + monotonic,
  wall: from.wall + wall,
});

describe("a checkout's hold on the server's time", () => {
  it.each([
    ['20 minutes fast', 20 * MINUTE],
    ['20 minutes slow', -20 * MINUTE],
    ['right', 0],
  ])('has 15 minutes left as the server answers and ends 15 minutes on, on a device clock %s', (_, aheadMs) => {
    const sent = sentAt(aheadMs);
    const deadline = holdDeadline(ANSWER, sent);

    expect(holdRemaining(deadline, sent)).toBe(15 * MINUTE);
    expect(holdRemaining(deadline, later(sent, { monotonic: 14 * MINUTE, wall: 14 * MINUTE }))).toBe(MINUTE);
    expect(holdRemaining(deadline, later(sent, { monotonic: 15 * MINUTE, wall: 15 * MINUTE }))).toBe(0);
    expect(holdRemaining(deadline, later(sent, { monotonic: 40 * MINUTE, wall: 40 * MINUTE }))).toBe(0);
  });

  it('counts the time a phone slept, which its monotonic clock missed', () => {
    const sent = sentAt(0);

    expect(holdRemaining(holdDeadline(ANSWER, sent), later(sent, { monotonic: MINUTE, wall: 9 * MINUTE }))).toBe(6 * MINUTE);
  });

  it('adds no time for a wall clock set back during the hold', () => {
    const sent = sentAt(0);

    expect(holdRemaining(holdDeadline(ANSWER, sent), later(sent, { monotonic: 2 * MINUTE, wall: -30 * MINUTE }))).toBe(13 * MINUTE);
  });
});
