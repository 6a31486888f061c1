import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi.ts';

describe('bidi isolates for text inside a translated sentence', () => {
  it('sets what someone wrote in its own direction, whatever the sentence is in', () => {
    expect(isolate('Emerald «زمرد» walk')).toBe('\u2068Emerald «زمرد» walk\u2069');
  });

  it('sets a number left to right only in a right-to-left language', () => {
    expect(isolateLtr('+254712345678', 'ar')).toBe('\u2066+254712345678\u2069');
    expect(isolateLtr('+254712345678', 'en')).toBe('+254712345678');
  });
});
