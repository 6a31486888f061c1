import { bin, runOrExit } from './run.mjs';

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

export function buildWeb() {
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn']);
}
