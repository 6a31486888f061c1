import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#schema/catalog.ts';
import { browserRuntime, textLeaves, textsOf } from '#web/test/locale-texts.ts';
import { createServerI18n } from './server-i18n.ts';

describe('counts in the texts', () => {
  it.each([
    ['en', 'Showing 10,000 gemstones · 8,469 in stock · 497 featured'],
    ['ar', 'المعروض: 10,000 حجر · المتوفر: 8,469 · المميّز: 497'],
    ['hi', '1,00,000'],
    ['fr', '10\u202f000'],
  ] as const)('are written with the grouping of %s, on the server and in the browser', async (language, expected) => {
    const { i18n } = await createServerI18n(language);
    const browser = await browserRuntime(language);
    for (const t of [i18n.t, browser.t]) {
      const total = language === 'hi' ? 100_000 : 10_000;
      const summary = t('gallery.summary', {
        shown: t('gallery.summaryShown', { count: total }),
        inStock: t('gallery.summaryInStock', { count: 8469 }),
        featured: t('gallery.summaryFeatured', { count: 497 }),
      });
      expect(summary).toContain(expected);
    }
  });

  it.each(LANGUAGE_CODES)('in %s never show a count as bare digits: every {{count}} is formatted', async (language) => {
    const texts = textLeaves(textsOf(language));
    const bare = texts.filter(([, text]) => /\{\{\s*count\s*\}\}/.test(text)).map(([key]) => key);
    expect(bare).toEqual([]);
    expect(texts.some(([, text]) => text.includes('{{count, number}}'))).toBe(true);
  });
});
