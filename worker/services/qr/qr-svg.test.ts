import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '#worker/test/qr-pixels.ts';
import { qrSvg } from './qr-svg.ts';

describe('qrSvg', () => {
  it.each([
    'https://gems.example/products/12?lang=ar',
    'https://gems.example/products/987654?lang=zu',
    'https://a-much-longer-shop-name.example/products/1?lang=en',
  ])('draws a code that decodes back to %s', (address) => {
    expect(decodeQrSvg(qrSvg(address))).toBe(address);
  });

  it('is an SVG with nothing in it but shapes: no script, no link, no text', () => {
    const svg = qrSvg('https://gems.example/products/1?lang=en');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    expect(svg).not.toMatch(/<script|href|<text|<foreignObject/i);
  });
});
