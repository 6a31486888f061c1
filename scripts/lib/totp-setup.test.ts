import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { encodeBase32, newTotpSecret, otpauthUri, qrForTerminal, staffUsername } from './totp-setup.mjs';

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

/** The modules a terminal shows for qrForTerminal's text: each character is two rows, light (true) or dark. */
function lightModules(printed: string): boolean[][] {
  const rows: boolean[][] = [];
  for (const line of printed.split('\n')) {
    const cells = [...line.replaceAll('\u001b[40;97m', '').replaceAll('\u001b[0m', '')];
    rows.push(cells.map((cell) => cell === '\u2588' || cell === '\u2580'));
    rows.push(cells.map((cell) => cell === '\u2588' || cell === '\u2584'));
  }
  return rows;
}

/** What a phone's camera reads from the terminal: the modules as pixels (4 a module), decoded by jsQR. */
function scan(printed: string): string | undefined {
  const modules = lightModules(printed);
  const scale = 4;
  const width = modules[0]!.length * scale;
  const height = modules.length * scale;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      pixels.fill(modules[Math.floor(y / scale)]![Math.floor(x / scale)] ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 4);
  return jsQR(pixels, width, height)?.data;
}

describe('qrForTerminal', () => {
  it('prints a code that a scanner reads back as the otpauth URI', () => {
    const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'admin');
    expect(scan(qrForTerminal(uri))).toBe(uri);
  });

  it('prints codes past version 10 too, for a long staff username', () => {
    const uri = otpauthUri(newTotpSecret(), 'curator-of-the-rare-and-unusual-stones-'.repeat(6));
    expect(uri.length).toBeGreaterThan(213);
    expect(scan(qrForTerminal(uri))).toBe(uri);
  });

  it('keeps a light quiet zone of four modules around the symbol', () => {
    // The symbol with its zone is square; an odd size leaves half a line below it, which is not part of it.
    const printed = lightModules(qrForTerminal('HELLO'));
    const square = printed.slice(0, printed[0]!.length);
    const zone = [...square.slice(0, 4), ...square.slice(-4), ...square.map((row) => [...row.slice(0, 4), ...row.slice(-4)])];
    expect(square).toHaveLength(21 + 8);
    expect(zone.flat().every(Boolean)).toBe(true);
  });
});
