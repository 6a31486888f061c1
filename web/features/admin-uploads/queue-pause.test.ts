import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueuePause } from './queue-pause.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Whether `promise` has settled once the pending timers up to now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('createQueuePause', () => {
  it('is open until paused, then holds every waiting try until the pause is over', async () => {
    const pause = createQueuePause(new AbortController().signal);
    expect(await settled(pause.whenOpen())).toBe(true);

    pause.pauseFor(1000);
    const first = pause.whenOpen();
    const second = pause.whenOpen();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(first)).toBe(false);
    expect(await settled(second)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('keeps the later end when paused twice', async () => {
    const pause = createQueuePause(new AbortController().signal);
    pause.pauseFor(3000);
    pause.pauseFor(1000);
    const waiting = pause.whenOpen();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('holds every try while the browser is offline, until it is online again', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const pause = createQueuePause(new AbortController().signal);
    const waiting = pause.whenOpen();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(waiting)).toBe(false);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await settled(waiting)).toBe(true);
  });

  it('lets everything go when its signal aborts (the upload was cancelled)', async () => {
    const over = new AbortController();
    const pause = createQueuePause(over.signal);
    pause.pauseFor(60_000);
    const waiting = pause.whenOpen();
    over.abort();
    expect(await settled(waiting)).toBe(true);
  });
});
