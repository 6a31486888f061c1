import { env } from 'cloudflare:workers';

/**
 * Tables whose contents are not the shop's data: D1's and Cloudflare's own, the migration log, SQLite's
 * counters, and the full-text index's shadow tables (derived from gallery_images, which is watched).
 */
const isBookkeeping = (name: string) => /^(sqlite_|_cf_|d1_)/.test(name) || /_fts(_|$)/.test(name);

/** Where the watch writes: one row per row of a watched table inserted, updated or deleted. */
const LOG = 'test_table_writes';

async function watchedTables(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  return results.map(({ name }) => name).filter((name) => !isBookkeeping(name) && name !== LOG);
}

const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;
const triggerName = (table: string, event: string) => `${LOG}_${table}_${event.toLowerCase()}`;

/**
 * Logs every row written to any of the shop's tables from now on, by SQLite triggers in the test's own database: an
 * UPDATE that sets a row to what it was counts, and so does a row written and deleted again within one request. A check
 * then costs one small read, where reading every table whole to compare it took two thirds of the fuzz test's time.
 */
export async function watchTableWrites(): Promise<void> {
  const tables = await watchedTables();
  await env.DB.batch([
    env.DB.prepare(`CREATE TABLE IF NOT EXISTS ${LOG} (id INTEGER PRIMARY KEY AUTOINCREMENT, table_name TEXT NOT NULL)`),
    ...tables.flatMap((table) =>
      EVENTS.map((event) =>
        env.DB.prepare(
          `CREATE TRIGGER IF NOT EXISTS "${triggerName(table, event)}" AFTER ${event} ON "${table}" ` +
            `BEGIN INSERT INTO ${LOG} (table_name) VALUES ('${table}'); END`,
        ),
      ),
    ),
  ]);
}

/** Where the log stands: the tables written after this mark are `tablesWrittenSince(mark)`. */
export async function writeMark(): Promise<number> {
  const row = await env.DB.prepare(`SELECT coalesce(max(id), 0) AS mark FROM ${LOG}`).first<{ mark: number }>();
  return row!.mark;
}

/** The tables written since `mark`, by name, and the mark after them. */
export async function tablesWrittenSince(mark: number): Promise<{ tables: string[]; mark: number }> {
  const { results } = await env.DB.prepare(`SELECT table_name AS name, max(id) AS last FROM ${LOG} WHERE id > ? GROUP BY table_name`)
    .bind(mark)
    .all<{ name: string; last: number }>();
  return { tables: results.map(({ name }) => name), mark: Math.max(mark, ...results.map(({ last }) => last)) };
}
