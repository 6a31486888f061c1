import { createInstance, type i18n as I18n, type ResourceKey } from 'i18next';
import type { LanguageCode } from '#schema/catalog.ts';
import { shopTextsOf } from '#schema/locale-texts.ts';
import { addFormatters, sharedOptions } from './i18n.ts';

/**
 * A fresh instance for one server render in `language` (English as the fallback), and that language's texts for the
 * browser. Each language's texts are their own chunk of the Worker: a render loads English and the visitor's language on
 * first use, not all fourteen at start-up. This module is never in the browser's bundle.
 */
export async function createServerI18n(language: LanguageCode): Promise<{ i18n: I18n; translations: ResourceKey }> {
  const [english, translations] = await Promise.all([shopTextsOf('en'), shopTextsOf(language)]);
  const i18n = createInstance();
  void i18n.init({
    ...sharedOptions(language, { en: { translation: english }, [language]: { translation: translations } }),
    initAsync: false,
  });
  addFormatters(i18n);
  return { i18n, translations: withoutMailLines(translations) };
}

/** The lines under `mail.*` are the Worker's messages (worker/services/mail/texts.ts): no page shows them. */
function withoutMailLines(texts: ResourceKey): ResourceKey {
  if (typeof texts !== 'object') return texts;
  const { mail: _mail, ...pageTexts } = texts;
  return pageTexts;
}
