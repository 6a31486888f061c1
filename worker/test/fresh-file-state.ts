import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

/**
 * The Worker test files share one workerd per vitest worker and the libraries it has loaded (vitest.config.ts,
 * `isolate: false`): loading the Worker's module graph into a fresh workerd cost most of each file's time. So
 * that no file sees what another left behind, each starts here as it did in a workerd of its own: the project's
 * own modules evaluated afresh (their in-memory caches empty), an empty database with the same migrations
 * wrangler applies, an empty bucket, and Cache API caches no other file has used.
 */

type ModuleNode = { id: string; evaluated: boolean; promise?: unknown; exports?: unknown; importers: Set<string> };
type WorkerState = { filepath?: string; evaluatedModules: { idToModuleMap: Map<string, ModuleNode> } };

/** As vitest forgets every module between isolated files, but only the project's own: libraries hold no test state. */
function forgetProjectModules(): void {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  if (!state?.evaluatedModules?.idToModuleMap) throw new Error('vitest worker state not found: the per-file reset cannot run');
  for (const [id, node] of state.evaluatedModules.idToModuleMap) {
    // Files by absolute path outside node_modules: this project's (virtual and built-in modules have other ids).
    if (!id.startsWith('/') || id.includes('/node_modules/') || id.endsWith('/worker/test/fresh-file-state.ts')) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/** Drops every table, view and trigger (the migrations table too), so the migrations start from nothing. */
async function emptyDatabase(db: D1Database): Promise<void> {
  const listed = await db
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ type: string; name: string; sql: string | null }>();
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // An FTS5 table drops its shadow tables with it: virtual tables first, the rest only if still there.
  const order = (entry: { type: string; sql: string | null }) =>
    entry.type === 'view' ? 0 : /^CREATE VIRTUAL/i.test(entry.sql ?? '') ? 1 : 2;
  const drops = listed.results
    .sort((a, b) => order(a) - order(b))
    .map(({ type, name }) => db.prepare(`DROP ${type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS ${quoted(name)}`));
  if (drops.length === 0) return;
  // Tables refer to each other: the checks wait for the end of the batch, when none is left.
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = ON'), ...drops]);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let listed = await bucket.list(); ; listed = await bucket.list({ cursor: listed.cursor })) {
    if (listed.objects.length > 0) await bucket.delete(listed.objects.map(({ key }) => key));
    if (!listed.truncated) return;
  }
}

/** Cache API caches under names of this file's own: `caches.default` and `caches.open(name)` start empty. */
async function cachesOfThisFile(): Promise<void> {
  const kept = globalThis as { sharedCaches?: CacheStorage };
  const shared = (kept.sharedCaches ??= caches);
  const prefix = `${crypto.randomUUID()}:`;
  const storage = { open: (name: string) => shared.open(prefix + name), default: await shared.open(`${prefix}default`) };
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true, writable: true });
}

forgetProjectModules();
await cachesOfThisFile();
await emptyDatabase(env.DB);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await emptyBucket(env.BUCKET);
