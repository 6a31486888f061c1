import { sql } from 'drizzle-orm';
import { catalogState } from '#schema/tables.ts';
import type { Database } from '#worker/env.ts';
import { openSession } from '#worker/services/database.ts';
import { sharedWhileRunning, type KeepAlive } from '#worker/lib/keep-alive.ts';

/**
 * How long an isolate answers catalog reads by the version it last read, without asking D1 again. A
 * write made through this isolate is seen by its next read at once (bumpCatalogVersion forgets the
 * version); another isolate's write is seen within this time. Prices are checked again when an order
 * is placed, so a price at most this old is never charged.
 */
export const VERSION_TRUST_MS = 1000;

/**
 * How far into its trust a version is read again, in the background: under steady traffic the next version is there
 * before this one expires, so no request waits for D1's primary (on the edge, often a continent away) once a second.
 */
export const REFRESH_AHEAD_MS = VERSION_TRUST_MS / 2;

/** A catalog version, and the point of the database's history it was read at (null where D1 gives none). */
export type TrustedVersion = { version: number; bookmark: D1SessionBookmark | null };

let trusted: (TrustedVersion & { readAt: number; until: number }) | null = null;
let lastBumpAt = Number.NEGATIVE_INFINITY;
/** The read of D1 under way, which every request that finds no trusted version meanwhile waits for. */
const reading = sharedWhileRunning<TrustedVersion>();

/** The catalog's current version (0 before the first write), as D1 has it now. */
export async function catalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).limit(1);
  return row?.version ?? 0;
}

/**
 * The version cached answers are keyed by: read from D1's primary (never a replica that may lag behind it) at most
 * once per VERSION_TRUST_MS in an isolate, ahead of its expiry while requests keep coming. Its bookmark is how far a
 * replica must have caught up to answer for it.
 */
export async function trustedCatalogVersion(d1: D1Database, keepAlive?: KeepAlive): Promise<TrustedVersion> {
  return freshTrustedVersion(d1, keepAlive) ?? readVersionOnce(d1, keepAlive);
}

/**
 * The version this isolate read less than VERSION_TRUST_MS ago, if any: what trustedCatalogVersion answers without a
 * wait. Past REFRESH_AHEAD_MS it starts the next read, whose answer is for the requests after this one.
 */
export function freshTrustedVersion(d1: D1Database, keepAlive?: KeepAlive): TrustedVersion | null {
  const now = Date.now();
  if (!trusted || now >= trusted.until) return null;
  // Only the request that starts the read holds on to it: one that has answered cannot follow a read begun by another.
  if (now - trusted.readAt >= REFRESH_AHEAD_MS && !reading.isRunning) readVersionOnce(d1, keepAlive).catch(() => undefined);
  return trusted;
}

/** Under load many requests find the version expired at once: one read answers them all, rather than one read each. */
function readVersionOnce(d1: D1Database, keepAlive?: KeepAlive): Promise<TrustedVersion> {
  return reading.run(() => readPrimaryVersion(d1), keepAlive);
}

async function readPrimaryVersion(d1: D1Database): Promise<TrustedVersion> {
  const primary = openSession(d1, 'first-primary');
  const read = { version: await catalogVersion(primary.db), bookmark: primary.bookmark() };
  const readAt = Date.now();
  // A write this isolate started in the last moments may not have committed before that read: not trusted.
  trusted = readAt - lastBumpAt > VERSION_TRUST_MS ? { ...read, readAt, until: readAt + VERSION_TRUST_MS } : null;
  return read;
}

/**
 * The statement that moves the catalog to a new version. It goes in the same batch as the write that
 * changes what the public catalog answers, so the two happen together or not at all. A version is a
 * random 64-bit number rather than a count: a database restored to an earlier point (D1 Time Travel)
 * never meets cached answers of a version it used before.
 */
export function bumpCatalogVersion(db: Database) {
  forgetTrustedVersion();
  return db
    .insert(catalogState)
    .values({ id: 1, version: sql`random()` })
    .onConflictDoUpdate({ target: catalogState.id, set: { version: sql`random()` } });
}

/**
 * The same, for a write that may match no row (an edit or delete of an id that does not exist): it moves
 * the version only when the statement just before it in the batch changed a row (SQLite's `changes()`),
 * so a refused write leaves the catalog, and every answer cached for it, as they were.
 */
export function bumpCatalogVersionIfChanged(db: Database) {
  forgetTrustedVersion();
  return db.run(
    sql`INSERT INTO ${catalogState} (id, version) SELECT 1, random() WHERE changes() > 0 ON CONFLICT (id) DO UPDATE SET version = random()`,
  );
}

/**
 * Called once a request (or the Cron sweep) that may have written is over. A bump is noted when its statement is
 * built; under load its batch can take longer than VERSION_TRUST_MS to commit, so a version read meanwhile may be
 * trusted past the commit. Now that the write is over, that version is forgotten again.
 */
export function forgetVersionIfBumpedSince(since: number): void {
  if (lastBumpAt >= since) forgetTrustedVersion();
}

function forgetTrustedVersion(): void {
  trusted = null;
  // A read already under way may have started before this write committed: no request from now on waits for it.
  reading.forget();
  lastBumpAt = Date.now();
}
