import { describe, expect, it } from 'vitest';
import { decodeGalleryCursor, encodeGalleryCursor } from './gallery-cursor.ts';

describe('the gallery cursor', () => {
  it('round-trips a position as URL-safe text', () => {
    const cursor = { createdAt: 1_795_405_671_936, id: 48 };
    const text = encodeGalleryCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGalleryCursor(text)).toEqual(cursor);
  });

  it.each([
    '',
    'abc',
    '!!!',
    btoa('12.x'),
    btoa('12'),
    btoa('-1.5'),
    btoa('1.2.3'),
    btoa('01.5'),
    `${encodeGalleryCursor({ createdAt: 5, id: 6 })}==`,
    btoa('1234567890123456.1'),
  ])('refuses %j, which this API never made', (text) => {
    expect(decodeGalleryCursor(text)).toBeNull();
  });
});
