import * as v from 'valibot';
import { ORDER_LIST_FILTERS } from '#schema/staff-lists-api.ts';

/** /admin/orders?status=paid (or needs_attention): the status filter lives in the address, so a reload and a shared link keep it. */
export const OrdersSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(ORDER_LIST_FILTERS)), undefined),
});
