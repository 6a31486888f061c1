import { queryOptions, type Query } from '@tanstack/react-query';
import type { OrderStatus } from '#schema/catalog.ts';
import { apiOf } from '#web/lib/api.ts';
import { fetchOrderStatus } from './checkout-calls.ts';

/** The first wait, how much longer each next one is, and the longest: a prompt answer is seen at once, a slow one without hammering. */
const FIRST_DELAY_MS = 1000;
const BACKOFF = 1.5;
const MAX_DELAY_MS = 5000;
/** An STK prompt lasts about a minute and a card check a few seconds: after this the receipt tells the rest. */
export const SETTLEMENT_LIMIT_MS = 3 * 60 * 1000;

export const isDecided = (status: OrderStatus | undefined): status is 'paid' | 'failed' => status === 'paid' || status === 'failed';

/** The wait before asking again after `asked` answers (errors included): growing from 1 s by half each time, to 5 s. */
export const nextAskAfter = (asked: number): number => Math.min(FIRST_DELAY_MS * BACKOFF ** Math.max(asked - 1, 0), MAX_DELAY_MS);

type StatusQuery = Query<{ status: OrderStatus }, Error, { status: OrderStatus }, readonly unknown[]>;

/**
 * What became of the order (docs/design.md §5): asked every `nextAskAfter` until the provider has paid or
 * failed it; a failed status call is asked again like a pending one. The checkout stops asking after
 * SETTLEMENT_LIMIT_MS by turning the query off.
 */
export const orderSettlementQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['checkout', 'settlement', orderId],
    queryFn: ({ client, signal }) => fetchOrderStatus(apiOf(client), orderId, signal),
    refetchInterval: (query: StatusQuery) =>
      isDecided(query.state.data?.status) ? false : nextAskAfter(query.state.dataUpdateCount + query.state.errorUpdateCount),
    // The shopper may be in the M-Pesa prompt or the bank's app meanwhile: keep asking.
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
