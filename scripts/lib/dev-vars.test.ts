import { pbkdf2Sync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDemoPaymentsIfUnset, ensureDevVars, hashPassword, readDevVars } from './dev-vars.mjs';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'dev-vars-')), '.dev.vars');

/** What the Worker does with the stored hash (worker/services/auth/password.ts), in Node. */
function verifies(password: string, stored: string): boolean {
  const [, iterations, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash ?? '', 'base64');
  return pbkdf2Sync(password, Buffer.from(salt ?? '', 'base64'), Number(iterations), expected.length, 'sha256').equals(expected);
}

describe('readDevVars: the secrets npm start hands the Worker (scripts/lib/local-worker.mjs)', () => {
  it('gives the values of the .dev.vars npm start writes exactly, unquoted, with every `$` of the password hash', () => {
    const path = tempFile();
    ensureDevVars(path, { ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: 'pw' });
    const vars = readDevVars(path);
    expect(vars.ADMIN_USERNAME).toBe('staff');
    expect(vars.ADMIN_PASSWORD_HASH).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(vars.UPLOAD_SIGNING_SECRET).toMatch(/^[\w-]{43}$/);
  });

  it('gives back a username with quotes, backslashes and `$` exactly as npm start was given it', () => {
    const path = tempFile();
    ensureDevVars(path, { ADMIN_USERNAME: `o'hara "the" \\ $HOME`, ADMIN_PASSWORD: 'pw' });
    expect(readDevVars(path).ADMIN_USERNAME).toBe(`o'hara "the" \\ $HOME`);
  });

  it('takes unquoted and single-quoted values literally, and skips comments, blank lines and trailing comments', () => {
    const path = tempFile();
    writeFileSync(path, "# a comment\n\nSTRIPE_SECRET_KEY=sk_test_$abc\nDARAJA_ENV='sandbox' # the test system\nEMPTY=\n");
    expect(readDevVars(path)).toEqual({ STRIPE_SECRET_KEY: 'sk_test_$abc', DARAJA_ENV: 'sandbox', EMPTY: '' });
  });
});

describe('ensureDevVars', () => {
  it('makes a random password, prints it once and stores only its PBKDF2 hash', () => {
    const path = tempFile();
    const result = ensureDevVars(path, {});
    expect(result.created).toBe(true);
    if (!result.created || !result.password) throw new Error('expected a generated password');
    const vars = readDevVars(path);
    expect(vars.ADMIN_USERNAME).toBe('admin');
    expect(vars.ADMIN_PASSWORD_HASH).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(verifies(result.password, vars.ADMIN_PASSWORD_HASH ?? '')).toBe(true);
    expect(readFileSync(path, 'utf8')).not.toContain(result.password);
    expect(vars.UPLOAD_SIGNING_SECRET?.length).toBeGreaterThanOrEqual(32);
  });

  it('takes ADMIN_USERNAME and ADMIN_PASSWORD from the environment and prints no password', () => {
    const path = tempFile();
    const result = ensureDevVars(path, { ADMIN_USERNAME: 'owner', ADMIN_PASSWORD: 'opal-and-onyx' });
    expect(result).toEqual({ created: true, username: 'owner', password: undefined });
    const vars = readDevVars(path);
    expect(vars.ADMIN_USERNAME).toBe('owner');
    expect(verifies('opal-and-onyx', vars.ADMIN_PASSWORD_HASH ?? '')).toBe(true);
  });

  it('simulates payments, so a fresh `npm start` can be paid without any provider', () => {
    const path = tempFile();
    ensureDevVars(path, {});
    expect(readDevVars(path).PAYMENTS_MODE).toBe('demo');
  });

  it('sends mail through the send_email binding, which Miniflare writes to local files', () => {
    const path = tempFile();
    ensureDevVars(path, {});
    expect(readDevVars(path)).toMatchObject({ MAIL_PROVIDER: 'send_email', MAIL_FROM: 'shop@localhost.example' });
  });

  it('leaves an existing file alone', () => {
    const path = tempFile();
    writeFileSync(path, 'ADMIN_USERNAME="kept"\n');
    expect(ensureDevVars(path, {})).toEqual({ created: false });
    expect(readFileSync(path, 'utf8')).toBe('ADMIN_USERNAME="kept"\n');
  });

  it('salts every hash', () => {
    expect(hashPassword('same')).not.toBe(hashPassword('same'));
  });
});

describe('addDemoPaymentsIfUnset', () => {
  it('adds the demo mode to a .dev.vars written before payments needed it, once', () => {
    const path = tempFile();
    writeFileSync(path, 'ADMIN_USERNAME="admin"\nUPLOAD_SIGNING_SECRET="x"\n');
    expect(addDemoPaymentsIfUnset(path)).toBe(true);
    expect(readDevVars(path).PAYMENTS_MODE).toBe('demo');
    expect(addDemoPaymentsIfUnset(path)).toBe(false);
    expect(readFileSync(path, 'utf8').match(/PAYMENTS_MODE/g)).toHaveLength(1);
  });

  it.each(['PAYMENTS_MODE="live"', 'STRIPE_SECRET_KEY="sk_test_1"', 'DARAJA_CONSUMER_KEY="k"'])(
    'leaves a .dev.vars that names %s as the owner wrote it',
    (line) => {
      const path = tempFile();
      writeFileSync(path, `ADMIN_USERNAME="admin"\n${line}\n`);
      expect(addDemoPaymentsIfUnset(path)).toBe(false);
      expect(readFileSync(path, 'utf8')).toBe(`ADMIN_USERNAME="admin"\n${line}\n`);
    },
  );
});
