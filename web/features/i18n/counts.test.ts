import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#schema/catalog.ts';
import { shopTextsOf, staffTextsOf } from '#schema/locale-texts.ts';
import type { Texts } from './browser-runtime/translate.ts';
import { BrowserI18n } from './browser-runtime/i18next.ts';
import { addFormatters } from './i18n.ts';
import { createServerI18n } from './server-i18n.ts';
import { textLeaves } from './browser-runtime/text-leaves.ts';

/** A locale file's texts: ResourceKey is i18next's loose type for the same JSON. */
const shopTexts = async (language: (typeof LANGUAGE_CODES)[number]) => (await shopTextsOf(language)) as Texts;
const staffTexts = async (language: (typeof LANGUAGE_CODES)[number]) => (await staffTextsOf(language)) as Texts;

async function browserIn(language: (typeof LANGUAGE_CODES)[number]) {
  const browser = new BrowserI18n();
  await browser.init({ lng: language, resources: { [language]: { translation: await shopTexts(language) } } });
  addFormatters(browser as never);
  return browser;
}

describe('counts in the texts', () => {
  it.each([
    ['en', 'Showing 10,000 gemstones · 8,469 in stock · 497 featured'],
    ['ar', 'المعروض: 10,000 حجر · المتوفر: 8,469 · المميّز: 497'],
    ['hi', '1,00,000'],
    ['fr', '10\u202f000'],
  ] as const)('are written with the grouping of %s, on the server and in the browser', async (language, expected) => {
    const { i18n } = await createServerI18n(language);
    const browser = await browserIn(language);
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
    const texts = [...textLeaves(await shopTexts(language)), ...textLeaves(await staffTexts(language))];
    const bare = texts.filter(([, text]) => /\{\{\s*count\s*\}\}/.test(text)).map(([key]) => key);
    expect(bare).toEqual([]);
    expect(texts.some(([, text]) => text.includes('{{count, number}}'))).toBe(true);
  });
});
