import type { TFunction } from 'i18next';
import { PRODUCT_CATEGORIES, type ProductCategory } from '#schema/catalog.ts';

/** Lowercase and without accents, as the Worker's index keeps words. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The shortest typed word that may stand for the start of a keyword. */
const MIN_PREFIX = 3;

/**
 * The categories whose name or keywords in the shopper's language (web/locales: `categories.*`, `search.keywords.*`)
 * the text names: "Geburtsstein" names birthstones in German, "améthyste" healing stones in French. A keyword
 * matches when the text holds it (scripts without spaces between words, too), when the text typed so far begins it,
 * or when a typed word of 3 letters or more begins a keyword of one word.
 */
export function categoriesNamedBy(text: string, t: TFunction): ProductCategory[] {
  const typed = fold(text);
  if (typed.length < MIN_PREFIX - 1) return [];
  const words = typed.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_PREFIX);
  return PRODUCT_CATEGORIES.filter((category) => {
    const keywords = [t(`categories.${category}`), ...t(`search.keywords.${category}`).split(',')].map(fold).filter(Boolean);
    return keywords.some(
      (keyword) =>
        typed.includes(keyword) ||
        (typed.length >= MIN_PREFIX && keyword.startsWith(typed)) ||
        // A word being typed begins a one-word keyword; "pierre" alone does not name every "pierre de …".
        (!keyword.includes(' ') && words.some((word) => keyword.startsWith(word))),
    );
  });
}
