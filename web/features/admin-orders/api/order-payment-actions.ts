import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionResolution } from '#schema/catalog.ts';
import { api, call } from '#web/lib/api.ts';
import { adminOrdersQueryKey } from './get-admin-orders.ts';

/** What staff did about a payment on the "Needs attention" list (POST /api/admin/orders/{id}/resolve, audited). */
export const resolveAttention = ({ id, resolution }: { id: string; resolution: AttentionResolution }) =>
  call(api.admin.orders[':id'].resolve.$post({ param: { id }, json: { resolution } }));

/** The sweep's payment steps, now (POST /api/admin/orders/sweep, audited): settle what the providers decided, release the stale. */
export const sweepPayments = () => call(api.admin.orders.sweep.$post());

/** DELETE /api/admin/orders/{id}/receipt-links (audited): the order's private receipt links stop opening it. */
export const revokeReceiptLinks = (id: string) => call(api.admin.orders[':id']['receipt-links'].$delete({ param: { id } }));

/** Each reloads every filtered list: an order may leave one list (Needs attention, Pending) and join another. */
function useOrdersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey }) });
}

export const useResolveAttention = () => useOrdersMutation(resolveAttention);
export const useSweepPayments = () => useOrdersMutation(sweepPayments);

/** Changes nothing any list shows. */
export const useRevokeReceiptLinks = () => useMutation({ mutationFn: revokeReceiptLinks });
