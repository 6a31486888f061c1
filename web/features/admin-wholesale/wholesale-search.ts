import * as v from 'valibot';
import { WHOLESALE_STATUSES } from '#schema/catalog.ts';

/** /admin/wholesale?status=new: the status filter lives in the address, so a reload and a shared link keep it. */
export const WholesaleSearchSchema = v.object({
  status: v.fallback(v.optional(v.picklist(WHOLESALE_STATUSES)), undefined),
});
