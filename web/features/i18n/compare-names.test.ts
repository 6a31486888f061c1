import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names.ts';

describe('compareNames', () => {
  it('orders names as localeCompare does in that language', () => {
    const names = ['Zimbabwe', 'Åland', 'Österreich', 'Ägypten', 'Brasilien', 'zebra'];
    for (const language of ['de', 'sv', 'en', 'ar']) {
      expect([...names].sort(compareNames(language))).toEqual([...names].sort((a, b) => a.localeCompare(b, language)));
    }
  });

  it('keeps one comparison per language', () => {
    expect(compareNames('de')).toBe(compareNames('de'));
    expect(compareNames('de')).not.toBe(compareNames('sv'));
  });
});
