import * as v from 'valibot';
import { ORDER_STATUSES } from '#schema/catalog.ts';

/** /admin/orders?status=paid: the status filter lives in the address, so a reload and a shared link keep it. */
export const OrdersSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(ORDER_STATUSES)), undefined),
});
