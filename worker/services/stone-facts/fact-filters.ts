import { sql, type SQL } from 'drizzle-orm';
import type { FactCount, FactCounts, FactFilters } from '#schema/stone-facts.ts';
import type { Database } from '#worker/env.ts';
import { certifiedCondition } from './certified.ts';

/** Rows of one table (or a subquery) named `alias`, as products or gallery items. */
export type FactSource = { kind: 'product' | 'gallery'; from: SQL; alias: string };

type FactName = 'treatment' | 'origin' | 'certified';

/** The stones the chosen facts allow, leaving out the `skip` one (a facet's own counts keep its siblings choosable). */
export function factCondition(source: Pick<FactSource, 'kind' | 'alias'>, filters: FactFilters, skip?: FactName): SQL {
  const row = sql.raw(source.alias);
  const parts: SQL[] = [];
  if (filters.treatment !== undefined && skip !== 'treatment') parts.push(sql`${row}.treatment_code = ${filters.treatment}`);
  if (filters.origin !== undefined && skip !== 'origin') parts.push(sql`${row}.origin_code = ${filters.origin}`);
  if (filters.certified !== undefined && skip !== 'certified') parts.push(certifiedCondition(source.kind, source.alias));
  return parts.length === 0 ? sql`1` : sql.join(parts, sql` AND `);
}

type CountRow = { facet: FactName; value: string; count: number };

/**
 * The counts beside each filter choice, in one query over the indexed fact columns: per treatment and per origin the
 * stones that `where` and the other chosen facts allow, and how many of those are certified. Values with no stone
 * are left out; the most common first.
 */
export async function factCounts(db: Database, source: FactSource, where: SQL, filters: FactFilters): Promise<FactCounts> {
  const row = sql.raw(source.alias);
  const from = sql`${source.from} ${row}`;
  const rows = await db.all<CountRow>(sql`
    SELECT 'treatment' AS facet, ${row}.treatment_code AS value, count(*) AS count FROM ${from}
      WHERE ${where} AND ${factCondition(source, filters, 'treatment')} GROUP BY ${row}.treatment_code
    UNION ALL
    SELECT 'origin' AS facet, ${row}.origin_code AS value, count(*) AS count FROM ${from}
      WHERE ${where} AND ${factCondition(source, filters, 'origin')} GROUP BY ${row}.origin_code
    UNION ALL
    SELECT 'certified' AS facet, 'true' AS value, count(*) AS count FROM ${from}
      WHERE ${where} AND ${factCondition(source, filters)} AND ${certifiedCondition(source.kind, source.alias)}`);
  const of = (facet: FactName): FactCount[] =>
    rows
      .filter((r) => r.facet === facet && r.count > 0)
      .map(({ value, count }) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return { treatment: of('treatment'), origin: of('origin'), certified: rows.find((r) => r.facet === 'certified')?.count ?? 0 };
}
