import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf, ApiError, call, type Api } from '#web/lib/api.ts';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { askedNow } from './asked-at.ts';

/** The receipt answers only the visitor session that placed the order (docs/design.md §1). */
export const fetchReceipt = (api: Api, orderId: string) =>
  call(api.orders[':id'].$get({ param: { id: orderId } }, { headers: sessionHeaders() }));

export const receiptQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['receipt', orderId], queryFn: ({ client }) => askedNow(() => fetchReceipt(apiOf(client), orderId)) });

/**
 * Asked in the browser only: the visitor session lives in the browser's storage, so the Worker cannot
 * render someone's receipt, and it never tries (worker/routes/pages.ts).
 */
export const useReceipt = (orderId: string) => useQuery(receiptQueryOptions(orderId));

/** No such receipt: an unknown order or link (404), or an address that cannot be one (400). Trying again cannot help. */
export const isNoSuchReceipt = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);
