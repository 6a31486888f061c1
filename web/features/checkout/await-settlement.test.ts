import { describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '#schema/catalog.ts';
import { awaitSettlement, SETTLEMENT_LIMIT_MS } from './await-settlement.ts';

/** A clock that the fake sleep moves: no real waiting. */
function fakeClock() {
  let now = 0;
  const waits: number[] = [];
  return {
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
    waits,
  };
}

const answers = (...statuses: (OrderStatus | Error)[]) => {
  const fetchStatus = vi.fn(async () => {
    const next = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    if (next instanceof Error) throw next;
    return { status: next };
  });
  return fetchStatus;
};

describe('awaitSettlement', () => {
  it('asks until the order is paid, waiting longer each time', async () => {
    const clock = fakeClock();
    const fetchStatus = answers('pending', 'pending', 'pending', 'paid');

    const outcome = await awaitSettlement({ fetchStatus, signal: new AbortController().signal, ...clock });

    expect(outcome).toBe('paid');
    expect(fetchStatus).toHaveBeenCalledTimes(4);
    expect(clock.waits).toEqual([1000, 1500, 2250, 3375]);
  });

  it('answers failed when the provider refused, and asks again after a failed call', async () => {
    const clock = fakeClock();

    const outcome = await awaitSettlement({
      fetchStatus: answers(new Error('offline'), 'failed'),
      signal: new AbortController().signal,
      ...clock,
    });

    expect(outcome).toBe('failed');
  });

  it('stops at the time limit with the pause never above five seconds', async () => {
    const clock = fakeClock();
    const fetchStatus = answers('pending');

    const outcome = await awaitSettlement({ fetchStatus, signal: new AbortController().signal, ...clock });

    expect(outcome).toBe('undecided');
    expect(Math.max(...clock.waits)).toBe(5000);
    expect(clock.now()).toBeGreaterThanOrEqual(SETTLEMENT_LIMIT_MS);
    expect(fetchStatus.mock.calls.length).toBeLessThan(50);
  });

  it('stops asking as soon as the checkout closes', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    const fetchStatus = vi.fn(async () => {
      controller.abort();
      return { status: 'pending' as const };
    });

    const outcome = await awaitSettlement({ fetchStatus, signal: controller.signal, ...clock });

    expect(outcome).toBe('aborted');
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
