import { and, desc, eq, sql } from 'drizzle-orm';
import { encodeListCursor } from '#schema/paging.ts';
import type { ApplicationListQuery, WholesaleApplicationPage } from '#schema/staff-lists-api.ts';
import { wholesaleApplications } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { toWholesaleApplication } from './wholesale.ts';

const applications = wholesaleApplications;

/**
 * docs/design.md §8: the applications staff see, newest first, a page at a time: (createdAt, id) after the
 * cursor, so applications sent between two pages never shift the rows of the next one.
 */
export async function listApplicationPage(
  db: Database,
  { status, limit, cursor }: ApplicationListQuery,
): Promise<WholesaleApplicationPage> {
  const rows = await db
    .select()
    .from(applications)
    .where(
      and(
        status === undefined ? undefined : eq(applications.status, status),
        cursor === undefined ? undefined : sql`(${applications.createdAt}, ${applications.id}) < (${cursor.createdAt}, ${cursor.id})`,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const more = rows.length > limit && last;
  return {
    items: page.map(toWholesaleApplication),
    nextCursor: more ? encodeListCursor({ createdAt: last.createdAt.getTime(), id: last.id }) : null,
  };
}
