import type { Page } from '#schema/paging.ts';

type Logged = { id: number; createdAt: Date };

/**
 * One page of a log newest first (its ids grow with time): `rowsBefore(cursor, limit + 1)` reads the rows
 * with a smaller id than the cursor, and the one past the page says whether there is a next one.
 */
export async function pageNewestFirst<Row extends Logged>(
  { limit, cursor }: { limit: number; cursor?: number },
  rowsBefore: (cursor: number | undefined, count: number) => Promise<Row[]>,
): Promise<Page<Omit<Row, 'createdAt'> & { createdAt: string }>> {
  const rows = await rowsBefore(cursor, limit + 1);
  const items = rows.slice(0, limit).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? String(last.id) : null };
}
