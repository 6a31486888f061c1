/** The staff lists of orders and wholesale applications (docs/design.md §8): their queries, pages and the status change. */
import * as v from 'valibot';
import type { AdminOrder } from './orders-api.ts';
import type { WholesaleApplication } from './wholesale-api.ts';
import { ATTENTION_RESOLUTIONS, ORDER_STATUSES, WHOLESALE_STATUSES } from './catalog.ts';
import { cursorField, decodeListCursor, pageLimitField, type ListCursor, type Page } from './paging.ts';

export type OrderPage = Page<AdminOrder>;
export type WholesaleApplicationPage = Page<WholesaleApplication>;

/** Orders and wholesale applications are both named by a random UUID. */
const RANDOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const decodeOrderCursor = (value: string): ListCursor<string> | null => decodeListCursor(value, RANDOM_ID);

export const decodeApplicationCursor = (value: string): ListCursor<string> | null => decodeListCursor(value, RANDOM_ID);

/**
 * What the staff orders list filters by: an order status, or 'needs_attention': orders with a payment that succeeded
 * after the order had failed and that no one has refunded yet (docs/design.md §5).
 */
export const ORDER_LIST_FILTERS = [...ORDER_STATUSES, 'needs_attention'] as const;
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number];

/** GET /api/admin/orders: newest first, optionally only one status; `cursor` the nextCursor of the page before. */
export const OrderListQuerySchema = v.object({
  status: v.optional(v.picklist(ORDER_LIST_FILTERS, `must be one of ${ORDER_LIST_FILTERS.join(', ')}`)),
  limit: pageLimitField,
  cursor: cursorField(decodeOrderCursor),
});
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>;

const wholesaleStatus = v.picklist(WHOLESALE_STATUSES, `must be one of ${WHOLESALE_STATUSES.join(', ')}`);

/** GET /api/admin/wholesale-applications: the same paging and filter as the orders. */
export const ApplicationListQuerySchema = v.object({
  status: v.optional(wholesaleStatus),
  limit: pageLimitField,
  cursor: cursorField(decodeApplicationCursor),
});
export type ApplicationListQuery = v.InferOutput<typeof ApplicationListQuerySchema>;

/** POST /api/admin/orders/{id}/resolve: what staff did about a payment on the "Needs attention" list. */
export const AttentionResolutionSchema = v.strictObject({
  resolution: v.picklist(ATTENTION_RESOLUTIONS, `must be one of ${ATTENTION_RESOLUTIONS.join(', ')}`),
});

/** The {id} of PATCH /api/admin/wholesale-applications/{id}. */
export const ApplicationIdParamSchema = v.object({ id: v.pipe(v.string(), v.regex(RANDOM_ID, 'must be an application id')) });

/** PATCH /api/admin/wholesale-applications/{id}: staff's answer to an application. */
export const ApplicationStatusSchema = v.strictObject({ status: wholesaleStatus });
