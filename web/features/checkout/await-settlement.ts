import type { OrderStatus } from '#schema/catalog.ts';

/** The first wait, how much longer each next one is, and the longest: a prompt answer is seen at once, a slow one without hammering. */
const FIRST_DELAY_MS = 1000;
const BACKOFF = 1.5;
const MAX_DELAY_MS = 5000;
/** An STK prompt lasts about a minute and a card check a few seconds: after this the receipt tells the rest. */
export const SETTLEMENT_LIMIT_MS = 3 * 60 * 1000;

export type Settlement = 'paid' | 'failed' | 'undecided' | 'aborted';

type Options = {
  fetchStatus: (signal: AbortSignal) => Promise<{ status: OrderStatus }>;
  signal: AbortSignal;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
};

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * With a real provider the order turns paid or failed when the provider says so (docs/design.md §5): asks
 * the order's status with a growing pause until it is decided, the time limit passes, or `signal` aborts
 * (the checkout closed). A failed status call is asked again like a pending one.
 */
export async function awaitSettlement({ fetchStatus, signal, sleep = abortableSleep, now = Date.now }: Options): Promise<Settlement> {
  const deadline = now() + SETTLEMENT_LIMIT_MS;
  let delay = FIRST_DELAY_MS;
  while (now() < deadline) {
    await sleep(delay, signal);
    if (signal.aborted) return 'aborted';
    const answer = await fetchStatus(signal).catch(() => null);
    if (signal.aborted) return 'aborted';
    if (answer?.status === 'paid' || answer?.status === 'failed') return answer.status;
    delay = Math.min(delay * BACKOFF, MAX_DELAY_MS);
  }
  return 'undecided';
}
