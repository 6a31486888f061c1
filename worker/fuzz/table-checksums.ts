import { env } from 'cloudflare:workers';

/**
 * Tables whose contents are not the shop's data: D1's and Cloudflare's own, the migration log, SQLite's
 * counters, and the full-text index's shadow tables (derived from gallery_images, which is compared).
 */
const isBookkeeping = (name: string) => /^(sqlite_|_cf_|d1_)/.test(name) || /_fts(_|$)/.test(name);

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  return results.map(({ name }) => name).filter((name) => !isBookkeeping(name));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Per table, its row count and a SHA-256 of every row (sorted, so the order SQLite reads them in does not count). */
export type TableChecksums = Record<string, { rows: number; checksum: string }>;

/** Reads every table in one batch, so taking the snapshot costs one round trip to D1. */
export async function checksumTables(): Promise<TableChecksums> {
  const names = await tableNames();
  const answers = await env.DB.batch(names.map((name) => env.DB.prepare(`SELECT * FROM "${name}"`)));
  const entries = await Promise.all(
    names.map(async (name, index) => {
      const rows = (answers[index]?.results ?? []).map((row) => JSON.stringify(row)).sort();
      return [name, { rows: rows.length, checksum: await sha256Hex(rows.join('\n')) }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The tables whose count or contents differ between two snapshots. */
export const changedTables = (before: TableChecksums, after: TableChecksums): string[] =>
  Object.keys({ ...before, ...after }).filter(
    (name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum,
  );
