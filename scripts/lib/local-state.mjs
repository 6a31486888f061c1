import { bin, runCaptured, runOrExit } from './run.mjs';

/** The migrations of schema/migrations, applied to the local D1 (idempotent). */
export function applyLocalMigrations(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  runOrExit(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
}

/** The demo catalog and gallery, written only when the database is empty. */
export function seedLocalState(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  runOrExit(bin('tsx'), ['scripts/seed.ts', ...persist]);
}

/**
 * Whether the local database has anyone on its staff: then a new .dev.vars makes no owner (the first owner is made
 * only while nobody is on the staff), and the password it printed signs nobody in. False when it cannot tell.
 */
export async function localStaffExists(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  const sql = 'SELECT EXISTS (SELECT 1 FROM staff_members) AS staff';
  const { code, output } = await runCaptured(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--json', '--command', sql, ...persist]);
  if (code !== 0) return false;
  try {
    return JSON.parse(output.slice(output.indexOf('['), output.lastIndexOf(']') + 1))[0].results[0].staff === 1;
  } catch {
    return false;
  }
}

export function buildWeb() {
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn']);
}
