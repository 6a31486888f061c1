import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDevVars } from './dev-vars.mjs';
import { readVars } from './local-worker.mjs';

const folder = mkdtempSync(join(tmpdir(), 'local-worker-'));

describe('readVars: the secrets npm start hands the Worker (scripts/lib/serve-local.mjs)', () => {
  it('gives the values of the .dev.vars npm start writes exactly, unquoted, with every `$` of the password hash', () => {
    const path = join(folder, 'written.dev.vars');
    ensureDevVars(path, { ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: 'pw' });
    const vars = readVars(path);
    expect(vars.ADMIN_USERNAME).toBe('staff');
    expect(vars.ADMIN_PASSWORD_HASH).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(vars.UPLOAD_SIGNING_SECRET).toMatch(/^[\w-]{43}$/);
  });

  it('takes unquoted and single-quoted values literally, and skips comments and blank lines', () => {
    const path = join(folder, 'hand.dev.vars');
    writeFileSync(path, "# a comment\n\nSTRIPE_SECRET_KEY=sk_test_$abc\nDARAJA_ENV='sandbox'\nEMPTY=\n");
    expect(readVars(path)).toEqual({ STRIPE_SECRET_KEY: 'sk_test_$abc', DARAJA_ENV: 'sandbox', EMPTY: '' });
  });
});
