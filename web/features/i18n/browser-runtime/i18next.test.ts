import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '#schema/catalog.ts';
import { bothRuntimes, textLeaves, textsOf } from '#web/test/locale-texts.ts';
import { BrowserI18n } from './i18next.ts';
import type { Texts } from './translate.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER_NAMES = /\{\{\s*([^,}\s]+)/g;

/** Every way the shop calls `t` on a key: no values, each placeholder filled (a word, a number, null), counts of every plural form. */
function callsFor(key: string, text: string): Record<string, unknown>[] {
  const names = [...new Set([...text.matchAll(PLACEHOLDER_NAMES)].map((match) => match[1]!))];
  const filled = Object.fromEntries(names.map((name, index) => [name, index % 2 ? 1234.5 : 'Tanzanite']));
  const word = names.find((name) => name !== 'count') ?? 'unused';
  const calls: Record<string, unknown>[] = [{}, filled, { ...filled, [word]: null }];
  if (PLURAL_SUFFIX.test(key)) for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1.5]) calls.push({ ...filled, count });
  return calls;
}

describe("the browser's i18next", () => {
  it.each(LANGUAGE_CODES)('answers every key of %s as i18next does, with and without values and counts', async (language) => {
    const [reference, browser] = await bothRuntimes(language);
    const keys = new Map(textLeaves(textsOf(language)).map(([key, text]) => [key.replace(PLURAL_SUFFIX, ''), text]));
    for (const [key, text] of textLeaves(textsOf(language))) {
      for (const options of callsFor(key, text)) {
        const base = key.replace(PLURAL_SUFFIX, '');
        expect(browser.t(base, options), `${language} ${base} ${JSON.stringify(options)}`).toBe(reference.t(base, options));
      }
    }
    expect(keys.size).toBeGreaterThan(100);
  });

  it('answers a missing key as i18next does: the default value, filled, else the key itself', async () => {
    const [reference, browser] = await bothRuntimes('en');
    for (const options of [{}, { defaultValue: 'Not {{what}}', what: 'found' }, { defaultValue: 'product.create' }]) {
      expect(browser.t('admin.audit.actions.product.create', options)).toBe(reference.t('admin.audit.actions.product.create', options));
    }
    expect(browser.exists('errors.not_found')).toBe(reference.exists('errors.not_found'));
    expect(browser.exists('errors.no_such_code')).toBe(false);
  });

  it('switches language by loading its texts first, then telling who listens', async () => {
    const browser = new BrowserI18n();
    browser.use({ type: 'backend', read: (language, _namespace, done) => done(null, textsOf(language as LanguageCode)) });
    await browser.init({ lng: 'en' });
    const heard: string[] = [];
    browser.on('languageChanged', (language) => heard.push(`${language}: ${browser.t('common.somethingWentWrongText')}`));
    await browser.changeLanguage('fr');
    expect(heard).toEqual([`fr: ${String(textsOf('fr').common && (textsOf('fr').common as Texts).somethingWentWrongText)}`]);
  });

  it('merges added texts under the keys already there without replacing them', async () => {
    const browser = new BrowserI18n();
    await browser.init({ lng: 'en', resources: { en: { translation: { admin: { title: 'Kept' } } } } });
    browser.addResourceBundle('en', 'translation', { admin: { title: 'Replaced', tabs: { orders: 'Orders' } } });
    expect([browser.t('admin.title'), browser.t('admin.tabs.orders')]).toEqual(['Kept', 'Orders']);
  });
});
