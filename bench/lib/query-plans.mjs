/**
 * EXPLAIN QUERY PLAN of each catalog read, as the Worker's own services build it: they run in Node here over the
 * bench's D1 (Miniflare's binding) through a D1 that notes every statement, and each noted statement is explained
 * with its own parameters. A statement that reads a catalog table whole (see fullScans) is flagged: at 5,000 products
 * and 100,000 images that is the cost that grows with the catalog.
 */
import { drizzle } from 'drizzle-orm/d1';
import * as tables from '#schema/tables.ts';
import { CATALOG_READS } from './catalog-reads.ts';

/** A D1 binding that notes each statement it prepares, with the parameters bound to it. */
function notingD1(d1, noted) {
  const statement = (sql, params = []) => {
    const prepared = d1.prepare(sql);
    const bound = params.length > 0 ? prepared.bind(...params) : prepared;
    return {
      bind: (...values) => statement(sql, values),
      all: () => (noted.push({ sql, params }), bound.all()),
      raw: (options) => (noted.push({ sql, params }), bound.raw(options)),
      first: (column) => (noted.push({ sql, params }), bound.first(column)),
      run: () => (noted.push({ sql, params }), bound.run()),
      real: bound,
    };
  };
  return {
    prepare: (sql) => statement(sql),
    batch: (statements) => d1.batch(statements.map((entry) => entry.real)),
    exec: (sql) => d1.exec(sql),
  };
}

/** A plan step that walks a catalog table itself (not one of its indexes, not an FTS index). */
const TABLE_SCAN = /^SCAN (products|gallery_images)$/;

/**
 * The steps of a plan that read a catalog table whole: a walk of the table that no LIMIT stops early, because the
 * statement has none or must sort every row first (a temporary B-tree for ORDER BY). A walk in rowid order under a
 * LIMIT (the product pages, by id) stops after its page, however large the table.
 */
function fullScans(sql, plan) {
  const sortsEverything = plan.some((detail) => /USE TEMP B-TREE FOR ORDER BY/.test(detail));
  const stopsEarly = /\blimit\b/i.test(sql) && !sortsEverything;
  return stopsEarly ? [] : plan.filter((detail) => TABLE_SCAN.test(detail));
}

/** For each read: its statements and their plans, and whether any plan scans a catalog table whole. */
export async function catalogQueryPlans(d1) {
  const reads = [];
  for (const [name, read] of Object.entries(CATALOG_READS)) {
    const noted = [];
    await read(drizzle(notingD1(d1, noted), { schema: tables }));
    const statements = [];
    for (const { sql, params } of noted) {
      const { results } = await d1
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all();
      const plan = results.map((row) => row.detail);
      statements.push({ sql, plan, fullScans: fullScans(sql, plan) });
    }
    reads.push({ name, statements, fullScans: statements.flatMap((entry) => entry.fullScans) });
  }
  for (const read of reads) {
    console.log(
      `  ${read.name.padEnd(24)} ${read.statements.length} statements, ${read.fullScans.length ? `SCANS: ${read.fullScans.join('; ')}` : 'indexes only'}`,
    );
  }
  return reads;
}
