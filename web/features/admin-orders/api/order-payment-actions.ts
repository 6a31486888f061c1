import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionResolution } from '#schema/catalog.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

/** What staff did about a payment on the "Needs attention" list (POST /api/admin/orders/{id}/resolve, audited). */
export const resolveAttention = (api: Api, { id, resolution }: { id: string; resolution: AttentionResolution }) =>
  call(api.admin.orders[':id'].resolve.$post({ param: { id }, json: { resolution } }));

/** The sweep's payment steps, now (POST /api/admin/orders/sweep, audited): settle what the providers decided, release the stale. */
export const sweepPayments = (api: Api) => call(api.admin.orders.sweep.$post());

/** DELETE /api/admin/orders/{id}/receipt-links (audited): the order's private receipt links stop opening it. */
export const revokeReceiptLinks = (api: Api, id: string) => call(api.admin.orders[':id']['receipt-links'].$delete({ param: { id } }));

/** Each reloads every filtered list: an order may leave one list (Needs attention, Pending) and join another. */
function useOrdersMutation<Input, Output>(send: (api: Api, input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input, { client }) => send(apiOf(client), input),
    onSettled: () => refreshAfterWrite(queryClient, adminOrdersQueryKey),
  });
}

export const useResolveAttention = () => useOrdersMutation(resolveAttention);
export const useSweepPayments = () => useOrdersMutation((api, _: void) => sweepPayments(api));

/** Changes nothing any list shows. */
export const useRevokeReceiptLinks = () => useMutation({ mutationFn: (id: string, { client }) => revokeReceiptLinks(apiOf(client), id) });
