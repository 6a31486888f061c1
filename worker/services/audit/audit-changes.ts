/**
 * What a staff update changed, field by field (old -> new), for the audit log: the rows it names are read
 * before the call and again after it, and only the fields that differ are kept. Only the tables below are
 * compared; none of them holds a secret, a password hash or card data (staff rows are read without theirs).
 */
import { inArray } from 'drizzle-orm';
import { AUDIT_VALUE_MAX, type AuditAction } from '#schema/audit-api.ts';
import type { AuditChange, AuditValue } from '#schema/tables.ts';
import { galleryImages, products, staffMembers, stoneCertificates, wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';

/** A row's id as its path or batch names it: products and gallery images count, applications are random UUIDs. */
type RowId = number | string;
type Row = { id: RowId } & Record<string, unknown>;
export type Snapshot = ReadonlyMap<RowId, Row>;

type RowsOf = (db: Database, ids: readonly RowId[]) => Promise<Row[]>;

const counted = (ids: readonly RowId[]): number[] => ids.map(Number).filter(Number.isSafeInteger);

const productRows: RowsOf = (db, ids) =>
  db
    .select()
    .from(products)
    .where(inArray(products.id, counted(ids)));
const galleryRows: RowsOf = (db, ids) =>
  db
    .select()
    .from(galleryImages)
    .where(inArray(galleryImages.id, counted(ids)));
const certificateRows: RowsOf = (db, ids) =>
  db
    .select()
    .from(stoneCertificates)
    .where(inArray(stoneCertificates.id, counted(ids)));
const applicationRows: RowsOf = (db, ids) =>
  db
    .select()
    .from(wholesaleApplications)
    .where(inArray(wholesaleApplications.id, ids.map(String)));

const staffRows: RowsOf = (db, ids) =>
  db
    .select({ id: staffMembers.id, name: staffMembers.name, role: staffMembers.role, active: staffMembers.active })
    .from(staffMembers)
    .where(inArray(staffMembers.id, counted(ids)));

/** The updates whose rows are compared, and where those rows live. */
const COMPARED: Partial<Record<AuditAction, RowsOf>> = {
  'product.update': productRows,
  'gallery.update': galleryRows,
  'gallery.batch': galleryRows,
  'gallery.convert': galleryRows,
  'certificate.update': certificateRows,
  'wholesale.update': applicationRows,
  'staff.update': staffRows,
};

/** Columns no staff edit sets: bookkeeping, or counted by visitors meanwhile. */
const NOT_COMPARED = new Set(['id', 'createdAt', 'editedAt', 'views']);

/** The log holds at most this many changes per entry (a batch of many images). */
const MAX_CHANGES = 200;

export const comparesRows = (action: AuditAction): boolean => COMPARED[action] !== undefined;

export async function snapshotRows(db: Database, action: AuditAction, ids: readonly RowId[]): Promise<Snapshot> {
  const rowsOf = COMPARED[action];
  if (!rowsOf || ids.length === 0) return new Map();
  return new Map((await rowsOf(db, ids)).map((row) => [row.id, row]));
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
      if (NOT_COMPARED.has(field)) continue;
      if (sameValue(old[field], now[field])) continue;
      changes.push({ target: String(id), field, from: asAuditValue(old[field]), to: asAuditValue(now[field]) });
    }
  }
  return changes.slice(0, MAX_CHANGES);
}
