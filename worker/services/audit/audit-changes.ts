/**
 * What a staff update changed, field by field (old -> new), for the audit log: the rows it names are read
 * before the call and again after it, and only the fields that differ are kept. Only the tables below are
 * compared; none of them holds a secret, a password hash or card data (staff rows are read without theirs).
 */
import { getTableColumns, inArray } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { AUDIT_VALUE_MAX, type AuditAction } from '#schema/audit-api.ts';
import type { AuditChange, AuditValue } from '#schema/tables.ts';
import { galleryImages, products, staffMembers, stoneCertificates, wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** A row's id as its path or batch names it: products and gallery images count, applications are random UUIDs. */
type RowId = number | string;
type Row = { id: RowId } & Record<string, unknown>;
export type Snapshot = ReadonlyMap<RowId, Row>;

const counted = (ids: readonly RowId[]): number[] => ids.map(Number).filter(Number.isSafeInteger);
const named = (ids: readonly RowId[]): string[] => ids.map(String);

/** Columns no staff edit sets: bookkeeping (the stock a switched-off product gets back), or counted by visitors meanwhile. */
const NOT_COMPARED = new Set(['createdAt', 'editedAt', 'views', 'stockBeforeOff']);

type Columns = { id: SQLiteColumn } & Record<string, SQLiteColumn>;

/** A table's columns but the ones above. */
const comparedColumnsOf = (table: SQLiteTable & { id: SQLiteColumn }): Columns => ({
  ...Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !NOT_COMPARED.has(name))),
  id: table.id,
});

/** A staff member without their secrets; an application as staff change it, by its status. */
const STAFF_COLUMNS: Columns = { id: staffMembers.id, name: staffMembers.name, role: staffMembers.role, active: staffMembers.active };
const APPLICATION_COLUMNS: Columns = { id: wholesaleApplications.id, status: wholesaleApplications.status };
/** Where a person's notices go, in which language, and which they get (their email also receives customers' details). */
const NOTIFICATION_COLUMNS: Columns = {
  id: staffMembers.id,
  email: staffMembers.email,
  language: staffMembers.language,
  notifyPaidOrders: staffMembers.notifyPaidOrders,
  notifyAttention: staffMembers.notifyAttention,
  notifyWholesale: staffMembers.notifyWholesale,
};

type Compared = { table: SQLiteTable; columns: Columns; ids: (ids: readonly RowId[]) => RowId[] };

const PRODUCTS: Compared = { table: products, columns: comparedColumnsOf(products), ids: counted };
const GALLERY: Compared = { table: galleryImages, columns: comparedColumnsOf(galleryImages), ids: counted };
const CERTIFICATES: Compared = { table: stoneCertificates, columns: comparedColumnsOf(stoneCertificates), ids: counted };
const APPLICATIONS: Compared = { table: wholesaleApplications, columns: APPLICATION_COLUMNS, ids: named };
const STAFF: Compared = { table: staffMembers, columns: STAFF_COLUMNS, ids: counted };
const NOTIFICATIONS: Compared = { table: staffMembers, columns: NOTIFICATION_COLUMNS, ids: counted };

/** The updates whose rows are compared, and where those rows live. */
const COMPARED: Partial<Record<AuditAction, Compared>> = {
  'product.update': PRODUCTS,
  'gallery.update': GALLERY,
  'gallery.batch': GALLERY,
  'gallery.convert': GALLERY,
  'certificate.update': CERTIFICATES,
  'wholesale.update': APPLICATIONS,
  'staff.update': STAFF,
  'account.notifications': NOTIFICATIONS,
};

/** Every field a change in the log can name (the web labels each: admin.audit.fields.<field>). */
export const COMPARED_FIELDS: ReadonlySet<string> = new Set(
  [PRODUCTS, GALLERY, CERTIFICATES, APPLICATIONS, STAFF, NOTIFICATIONS].flatMap(({ columns }) =>
    Object.keys(columns).filter((field) => field !== 'id'),
  ),
);

const rowsOf = (db: Database, { table, columns, ids }: Compared, wanted: readonly RowId[]): Promise<Row[]> =>
  db
    .select(columns)
    .from(table)
    .where(inArray(columns.id, ids(wanted))) as Promise<Row[]>;

/** The log holds at most this many changes per entry (a batch of many images). */
const MAX_CHANGES = 200;

export const comparesRows = (action: AuditAction): boolean => COMPARED[action] !== undefined;

export async function snapshotRows(db: Database, action: AuditAction, ids: readonly RowId[]): Promise<Snapshot> {
  const compared = COMPARED[action];
  if (!compared || ids.length === 0) return new Map();
  return new Map((await rowsOf(db, compared, ids)).map((row) => [row.id, row]));
}

/** A value as the log keeps it: times as ISO text, long texts cut to AUDIT_VALUE_MAX characters. */
function asAuditValue(value: unknown): AuditValue {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value.length > AUDIT_VALUE_MAX ? `${value.slice(0, AUDIT_VALUE_MAX)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? null : JSON.stringify(value).slice(0, AUDIT_VALUE_MAX);
}

const sameValue = (a: unknown, b: unknown): boolean => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);

/** The fields that differ between each row before and after, in the order of the ids. */
export function changesBetween(before: Snapshot, after: Snapshot): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const [id, old] of before) {
    const now = after.get(id);
    if (!now) continue;
    for (const field of Object.keys(old)) {
      if (field === 'id') continue;
      if (sameValue(old[field], now[field])) continue;
      changes.push({ target: String(id), field, from: asAuditValue(old[field]), to: asAuditValue(now[field]) });
    }
  }
  return changes.slice(0, MAX_CHANGES);
}
