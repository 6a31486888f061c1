/**
 * The shopper's text as FTS5 sees it (docs/design.md §14). Only letters and digits survive: every other
 * character (quotes, `*`, `:`, `^`, parentheses, `-`, NUL) separates words, so no FTS5 syntax ever comes from
 * the shopper, and each word is then quoted besides.
 */

/** More words than this narrow nothing further and only cost: the rest are dropped. */
const MAX_WORDS = 8;

/** Lowercase, without accents: how the index (unicode61, remove_diacritics 2) keeps its words. */
export const foldWord = (word: string): string => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of `text`, folded, at most MAX_WORDS. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS)
    .map(foldWord);
}

/**
 * One FTS5 query: every word must be there, each as the start of a word in the product's text (so "ame" finds
 * amethyst as it is typed, and "am" through the two-letter prefix index). Null when there are no words.
 */
export function ftsQuery(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replace(/"/g, '""')}"*`).join(' ');
}
