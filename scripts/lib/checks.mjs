/** The checks of `npm test` that are more than one command: each resolves with an exit code. */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, runCaptured } from './run.mjs';
import { BUILT_WORKER_CONFIG } from './worker-paths.mjs';

const ROUTE_TREE = 'web/routeTree.gen.ts';
const MIGRATIONS = 'schema/migrations';

/** A fresh folder for `work`, removed afterwards; under node_modules/.tmp for tools that take only relative paths. */
const withTempDir = async (prefix, work, parent = tmpdir()) => {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, prefix));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * Runs the build, which regenerates the router's route tree, and fails when the file changed: the one
 * on disk was stale (a route was added, moved or removed without regenerating it).
 */
export async function routeTreeKeptUpToDate(build) {
  const before = readFileSync(ROUTE_TREE, 'utf8');
  const code = await build();
  if (code !== 0) return code;
  if (readFileSync(ROUTE_TREE, 'utf8') === before) return 0;
  console.error(`✖ ${ROUTE_TREE} was out of date with web/routes; the build has regenerated it: commit the new file.`);
  return 1;
}

/** Bundles the built Worker exactly as `wrangler deploy` would, without uploading, and prints its size. */
export function workerBundleSize() {
  return withTempDir(
    'worker-bundle-',
    async (outdir) => {
      const { code, output } = await runCaptured(bin('wrangler'), [
        'deploy',
        '--config',
        BUILT_WORKER_CONFIG,
        '--dry-run',
        '--outdir',
        outdir,
      ]);
      const size = /Total Upload: .*/.exec(output)?.[0];
      if (code !== 0 || !size) {
        console.error(output);
        return code || 1;
      }
      console.log(`The Worker bundles. ${size}`);
      return 0;
    },
    'node_modules/.tmp',
  );
}

/**
 * `drizzle-kit check` (the migration folder is consistent), then `drizzle-kit generate` into a copy of
 * it: a new file there means schema/tables.ts changed without a migration (`npm run db:generate`).
 */
export async function migrationsMatchTables() {
  const check = await runCaptured(bin('drizzle-kit'), ['check']);
  if (check.code !== 0) {
    console.error(check.output);
    return check.code;
  }
  return withTempDir(
    'migrations-',
    async (dir) => {
      const copy = join(dir, 'migrations');
      cpSync(MIGRATIONS, copy, { recursive: true });
      const generate = await runCaptured(bin('drizzle-kit'), [
        'generate',
        '--dialect',
        'sqlite',
        '--schema',
        'schema/tables.ts',
        '--out',
        copy,
      ]);
      if (generate.code !== 0 || !/nothing to migrate|migration file|Your SQL migration/i.test(generate.output)) {
        console.error(generate.output);
        return generate.code || 1;
      }
      const added = readdirSync(copy).filter((file) => !readdirSync(MIGRATIONS).includes(file));
      if (added.length > 0) {
        console.error(`✖ schema/tables.ts has changes no migration holds (${added.join(', ')}): run npm run db:generate and commit it.`);
        return 1;
      }
      console.log('The migrations are consistent and match schema/tables.ts.');
      return 0;
    },
    'node_modules/.tmp',
  );
}
