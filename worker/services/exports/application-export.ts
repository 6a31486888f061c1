import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { EXPORT_PAGE_ROWS, periodBounds, type ApplicationExportQuery } from '#schema/exports-api.ts';
import type { ListCursor } from '#schema/paging.ts';
import { wholesaleApplications as applications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { csvStream, type CsvPage } from './csv.ts';

export const APPLICATION_EXPORT_HEADER = [
  'application_id',
  'sent_at',
  'status',
  'business_name',
  'contact_name',
  'email',
  'phone',
  'business_type',
  'tax_id',
  'message',
] as const;

type Cursor = ListCursor<string>;

async function applicationPage(db: Database, query: ApplicationExportQuery, after: Cursor | null): Promise<CsvPage<Cursor>> {
  const { start, end } = periodBounds(query);
  const found = await db
    .select()
    .from(applications)
    .where(
      and(
        gte(applications.createdAt, new Date(start)),
        lt(applications.createdAt, new Date(end)),
        query.status === undefined ? undefined : eq(applications.status, query.status),
        after === null ? undefined : sql`(${applications.createdAt}, ${applications.id}) < (${after.createdAt}, ${after.id})`,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(EXPORT_PAGE_ROWS);
  const last = found.at(-1);
  return {
    rows: found.map((row) => [
      row.id,
      row.createdAt.toISOString(),
      row.status,
      row.businessName,
      row.contactName,
      row.email,
      row.phone,
      row.businessType,
      row.taxId,
      row.message,
    ]),
    next: found.length === EXPORT_PAGE_ROWS && last ? { createdAt: last.createdAt.getTime(), id: last.id } : null,
  };
}

/** GET /api/admin/exports/wholesale-applications.csv: the period's applications, newest first, a page at a time. */
export const applicationExport = (db: Database, query: ApplicationExportQuery) =>
  csvStream(APPLICATION_EXPORT_HEADER, (after: Cursor | null) => applicationPage(db, query, after));
