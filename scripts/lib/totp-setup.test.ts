import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeBase32, newTotpSecret, otpauthUri, staffUsername } from './totp-setup.mjs';

describe('encodeBase32', () => {
  it('encodes the RFC 6238 seed as authenticator apps expect it', () => {
    expect(encodeBase32(new TextEncoder().encode('12345678901234567890'))).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('encodes RFC 4648 test vectors (without padding)', () => {
    const cases = { f: 'MY', fo: 'MZXQ', foo: 'MZXW6', foob: 'MZXW6YQ', fooba: 'MZXW6YTB', foobar: 'MZXW6YTBOI' };
    for (const [text, encoded] of Object.entries(cases)) expect(encodeBase32(new TextEncoder().encode(text))).toBe(encoded);
  });
});

describe('newTotpSecret', () => {
  it('makes a new 160-bit secret each time', () => {
    const [a, b] = [newTotpSecret(), newTotpSecret()];
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
  });
});

describe('otpauthUri', () => {
  it('names the shop and the user, and the parameters the Worker checks', () => {
    const uri = new URL(otpauthUri('JBSWY3DPEHPK3PXP', 'admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Gemstone Gallery:admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Gemstone Gallery',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'admin')).not.toContain('+');
  });
});

describe('staffUsername', () => {
  const devVars = (content: string) => {
    const path = join(mkdtempSync(join(tmpdir(), 'totp-')), '.dev.vars');
    writeFileSync(path, content);
    return path;
  };

  it('takes ADMIN_USERNAME from the environment first, then .dev.vars, else admin', () => {
    const path = devVars('ADMIN_USERNAME="curator"\nUPLOAD_SIGNING_SECRET="x"\n');
    expect(staffUsername({ ADMIN_USERNAME: 'owner' }, path)).toBe('owner');
    expect(staffUsername({}, path)).toBe('curator');
    expect(staffUsername({}, join(tmpdir(), 'no-such-file'))).toBe('admin');
  });
});
