import { createInstance, type i18n as I18n } from 'i18next';
import type { LanguageCode } from '#schema/catalog.ts';
import { BrowserI18n } from '#web/features/i18n/browser-runtime/i18next.ts';
import type { Texts } from '#web/features/i18n/browser-runtime/translate.ts';
import { addFormatters, sharedOptions } from '#web/features/i18n/i18n.ts';

const shopFiles = import.meta.glob<{ default: Texts }>('../locales/*.json', { eager: true });
const staffFiles = import.meta.glob<{ default: Texts }>('../locales/staff/*.json', { eager: true });

/** A language's every text, the shop's and the staff area's, as the locale files hold them. */
export const textsOf = (language: LanguageCode): Texts => ({
  ...shopFiles[`../locales/${language}.json`]!.default,
  ...staffFiles[`../locales/staff/${language}.json`]!.default,
});

/** Every text of a locale file as [dotted key, text]: what the tests walk to check each one. */
export function textLeaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textLeaves(value, `${prefix}${key}.`),
  );
}

/** The browser's own runtime in `language`, with its every text and the shop's formatters. */
export async function browserRuntime(language: LanguageCode): Promise<BrowserI18n> {
  const browser = new BrowserI18n();
  await browser.init({ lng: language, resources: { [language]: { translation: textsOf(language) } } });
  addFormatters(browser as unknown as I18n);
  return browser;
}

/** i18next itself and the browser's runtime, set up alike in `language`: what one answers the other must. */
export async function bothRuntimes(language: LanguageCode): Promise<[I18n, BrowserI18n]> {
  const reference = createInstance();
  await reference.init({ ...sharedOptions(language, { [language]: { translation: textsOf(language) } }), fallbackLng: false });
  addFormatters(reference);
  return [reference, await browserRuntime(language)];
}
