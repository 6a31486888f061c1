import { describe, expect, it } from 'vitest';
import { fromBase64Url, fromHex, toBase64Url, toHex } from './encoding.ts';

// Bytes whose standard base64 holds both '+' and '/' and needs padding: '+/+/' and '=='.
const AWKWARD = new Uint8Array([0xfb, 0xff, 0xbf, 0xfb]);

describe('hex', () => {
  it('writes two lowercase digits a byte, from a Uint8Array or an ArrayBuffer, and reads them back', () => {
    expect(toHex(new Uint8Array([0, 15, 16, 255]))).toBe('000f10ff');
    expect(toHex(new Uint8Array([0xab, 0x01]).buffer)).toBe('ab01');
    expect(fromHex('000f10FF')).toEqual(new Uint8Array([0, 15, 16, 255]));
  });

  it.each(['abc', 'zz', '0x01', ' 01'])('refuses %j', (text) => {
    expect(fromHex(text)).toBeNull();
  });
});

describe('base64url', () => {
  it("uses '-' and '_' instead of '+' and '/', without padding, and reads it back", () => {
    expect(toBase64Url(AWKWARD)).toBe('-_-_-w');
    expect(fromBase64Url('-_-_-w')).toEqual(AWKWARD);
    expect(fromBase64Url('-_-_-w==')).toEqual(AWKWARD);
  });

  it('round-trips 32 random bytes as URL-safe text', () => {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  it.each(['+/+/', 'a b', 'abc!', 'a'])('refuses %j', (text) => {
    expect(fromBase64Url(text)).toBeNull();
  });
});
