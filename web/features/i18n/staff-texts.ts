import i18next from 'i18next';
import { isLanguageCode, type LanguageCode } from '#schema/catalog.ts';

/**
 * The staff area's texts (schema/staff-locale-texts.ts): two fifths of all the texts, which no
 * shopper reads, so they stay out of the shop's first load and are merged into the same keys (`admin.*`)
 * when a staff page opens (docs/design.md, "How the first load is built").
 */
const merged = new Set<LanguageCode>();
let wanted = false;

async function merge(language: LanguageCode): Promise<void> {
  if (merged.has(language)) return;
  // The list of the staff's files too stays out of the shop's first load, which holds this module (i18n.ts).
  const { staffTextsOf } = await import('#schema/staff-locale-texts.ts');
  const texts = await staffTextsOf(language);
  i18next.addResourceBundle(language, 'translation', texts, true, false);
  merged.add(language);
}

/**
 * Before a staff page renders: its texts in the page's language. Not English beside it: the browser has no
 * fallback language (i18n.ts), and an English bundle merged here would read as loaded to a later switch.
 */
export async function loadStaffTexts(): Promise<void> {
  wanted = true;
  await merge(isLanguageCode(i18next.language) ? i18next.language : 'en');
}

/**
 * Before a switch to `language` (once its shop texts are loaded: a bundle merged earlier would read as
 * loaded to i18next): its staff texts too, if a staff page has been opened.
 */
export async function staffTextsFor(language: LanguageCode): Promise<void> {
  if (wanted) await merge(language);
}
