import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, isLanguageCode, LANGUAGE_CODES, supportedLanguageOf, type LanguageCode } from '#schema/catalog.ts';
import { writePreferenceCookie } from '#web/lib/preference-cookie.ts';
import { LANGUAGE_PARAMETER } from '#schema/pages.ts';
import { shopTextsOf } from '#schema/locale-texts.ts';
import { staffTextsFor } from './staff-texts.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    // Every language, English too, is a chunk of its own, fetched when chosen (a rendered page carries its own).
    if (!isLanguageCode(language)) return callback(null, {});
    shopTextsOf(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * docs/product.md §4, for a page the browser renders itself (the staff area): the language the address names, else the
 * stored choice, else the browser's language prefix if we have it, else English.
 */
export function detectLanguage(): LanguageCode {
  return languageInAddress() ?? readStoredLanguage() ?? supportedLanguageOf(navigator.languages ?? [navigator.language]) ?? 'en';
}

export function readStoredLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export { directionOf };

/** The language the page's address names (`?lang=fr`, docs/product.md §4), if the shop speaks it. */
export function languageInAddress(): LanguageCode | null {
  const named = new URLSearchParams(window.location.search).get(LANGUAGE_PARAMETER);
  return isLanguageCode(named) ? named : null;
}

function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Switches the whole page to `language` and remembers the choice (in the browser, and for the server's first render). */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  writePreferenceCookie('language', language);
  await i18next.loadLanguages(language);
  await staffTextsFor(language);
  await i18next.changeLanguage(language);
}

/** The options every instance shares, in the browser and on the server. */
export const sharedOptions = (language: LanguageCode, resources: InitOptions['resources']): InitOptions => ({
  lng: language,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGE_CODES],
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count in the language's digits and grouping ("10,000", "10 000", "1,00,000"); anything but a number as it is. */
function formatNumber(value: unknown, lng = 'en'): string {
  if (typeof value !== 'number') return String(value);
  let format = numberFormats.get(lng);
  if (!format) numberFormats.set(lng, (format = new Intl.NumberFormat(lng)));
  return format.format(value);
}

/**
 * `{{category, lowercase}}`: lower-cased for the language, or left alone where nouns keep capitals (de).
 * `{{count, number}}`: as formatNumber writes it, the same in i18next and the browser's runtime.
 */
export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('lowercase', (value: unknown, lng?: string) => String(value).toLocaleLowerCase(lng));
  instance.services.formatter?.add('number', formatNumber);
}

/**
 * The browser's instance, in `language`. A page the server rendered carries its language's texts
 * (`translations`), so the first load holds no texts of its own; otherwise the backend fetches their chunk.
 * Every language has every key (locales.test.ts), so the browser needs no English beside another language.
 */
export async function initI18n(language: LanguageCode = detectLanguage(), translations?: ResourceKey): Promise<I18n> {
  i18next.on('languageChanged', applyToDocument);
  const resources: InitOptions['resources'] = translations ? { [language]: { translation: translations } } : {};
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({ ...sharedOptions(language, resources), fallbackLng: false, partialBundledLanguages: true });
  addFormatters(i18next);
  applyToDocument(language);
  return i18next;
}
