import { env } from 'cloudflare:workers';

/**
 * What SQLite plans for a drizzle query or statement on the test's D1: each step's detail (EXPLAIN QUERY PLAN's detail
 * column), e.g. "SEARCH orders USING INDEX orders_created_idx (created_at>? AND created_at<?)".
 */
export async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}
