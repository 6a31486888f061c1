import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from '#schema/catalog.ts';
import en from '#web/locales/en.json';
import { RTL_LANGUAGES } from './languages.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

/** Other languages are separate chunks, fetched when chosen. */
const lazyLocales = import.meta.glob<{ default: ResourceKey }>(['../../locales/*.json', '!../../locales/en.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = lazyLocales[`../../locales/${language}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

/** docs/product.md §4: the stored choice, else the browser's language prefix if we have it, else English. */
export function detectLanguage(): LanguageCode {
  const stored = readStoredLanguage();
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const prefix = tag.toLowerCase().split('-')[0] ?? '';
    const code = prefix === 'nb' || prefix === 'nn' ? 'no' : prefix;
    if (isLanguageCode(code)) return code;
  }
  return 'en';
}

function readStoredLanguage(): LanguageCode | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageCode(value) ? value : null;
  } catch {
    return null;
  }
}

export const directionOf = (language: string): 'rtl' | 'ltr' => (isLanguageCode(language) && RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr');

function applyToDocument(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** Switches the whole page to `language` and remembers the choice. */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
  await i18next.changeLanguage(language);
}

export async function initI18n(language: LanguageCode = detectLanguage()): Promise<typeof i18next> {
  i18next.on('languageChanged', applyToDocument);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGE_CODES],
      // English ships in the main chunk; the backend fetches any other language.
      resources: { en: { translation: en } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  // `{{category, lowercase}}`: lower-cased for the language, or left alone where nouns keep capitals (de).
  i18next.services.formatter?.add('lowercase', (value: unknown, lng?: string) => String(value).toLocaleLowerCase(lng));
  applyToDocument(language);
  return i18next;
}
