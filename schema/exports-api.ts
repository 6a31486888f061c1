/** The staff CSV exports (docs/product.md §7, docs/design.md §14): which orders or applications a download holds. */
import * as v from 'valibot';
import { WHOLESALE_STATUSES } from './catalog.ts';
import { ORDER_LIST_FILTERS } from './staff-lists-api.ts';

const DATE_RULE = 'must be a date YYYY-MM-DD';

/** YYYY-MM-DD naming a day the calendar has (not 2001-02-30). */
function isCalendarDay(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

/** A calendar day, UTC. */
const day = v.pipe(v.string(), v.check(isCalendarDay, DATE_RULE));

const period = {
  /** The first day exported. */
  from: day,
  /** The last day exported, included. */
  to: day,
};

const FROM_NOT_AFTER_TO = 'from: must not be after to';

/** GET /api/admin/exports/orders.csv: orders placed from `from` to `to` (UTC days), all or of one status (as the list filters). */
export const OrderExportQuerySchema = v.pipe(
  v.object({ ...period, status: v.optional(v.picklist(ORDER_LIST_FILTERS, `must be one of ${ORDER_LIST_FILTERS.join(', ')}`)) }),
  v.check(({ from, to }) => from <= to, FROM_NOT_AFTER_TO),
);
export type OrderExportQuery = v.InferOutput<typeof OrderExportQuerySchema>;

/** GET /api/admin/exports/wholesale-applications.csv: applications sent from `from` to `to`, all or of one status. */
export const ApplicationExportQuerySchema = v.pipe(
  v.object({ ...period, status: v.optional(v.picklist(WHOLESALE_STATUSES, `must be one of ${WHOLESALE_STATUSES.join(', ')}`)) }),
  v.check(({ from, to }) => from <= to, FROM_NOT_AFTER_TO),
);
export type ApplicationExportQuery = v.InferOutput<typeof ApplicationExportQuerySchema>;

/** The export's rows, newest first, read this many orders or applications at a time. */
export const EXPORT_PAGE_ROWS = 100;

/** [from 00:00 UTC, the day after `to` 00:00 UTC) in milliseconds. */
export const periodBounds = ({ from, to }: { from: string; to: string }) => ({
  start: Date.parse(`${from}T00:00:00Z`),
  end: Date.parse(`${to}T00:00:00Z`) + 24 * 60 * 60 * 1000,
});

/** An export's period and status as the audit log keeps them (its target); no status means every one. */
export type ExportPeriod = { from: string; to: string; status?: string | undefined };

/** The status word the log keeps for an export of every status. */
const EVERY_STATUS = 'all';

/** What the audit log records as an export's target: "2026-10-01..2026-10-31 paid", or "... all" for every status. */
export const exportAuditTarget = ({ from, to, status }: ExportPeriod): string => `${from}..${to} ${status ?? EVERY_STATUS}`;

/** An export entry's target read back (null for any other text), so the staff area can write it in words. */
export function readExportAuditTarget(target: string): ExportPeriod | null {
  const match = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2}) ([a-z_]+)$/.exec(target);
  if (!match) return null;
  const [, from = '', to = '', status] = match;
  return { from, to, status: status === EVERY_STATUS ? undefined : status };
}
