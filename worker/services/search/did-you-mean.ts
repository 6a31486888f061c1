/** "Did you mean" from the index's own words (products_fts_vocab, migration 0015): the closest by edit distance. */

/** Levenshtein distance, stopping early once it is over `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many typing mistakes a word of this length may hold and still be recognised. */
export const allowedMistakes = (word: string): number => (word.length <= 3 ? 0 : word.length <= 6 ? 1 : 2);

/**
 * The known word closest to `word`: fewest edits, then the most frequent in the catalog, then alphabetical. A word
 * may also be the start of a known word with mistakes ("amethis" is a start of "amethyst" with one), as the shopper
 * may still be typing. Null when nothing is close enough.
 */
export function closestWord(word: string, vocabulary: readonly { term: string; count: number }[]): string | null {
  const limit = allowedMistakes(word);
  if (limit === 0) return null;
  let best: { term: string; distance: number; count: number } | null = null;
  for (const { term, count } of vocabulary) {
    const whole = editDistance(word, term, limit);
    const start = term.length > word.length ? editDistance(word, term.slice(0, word.length), limit) : whole;
    const distance = Math.min(whole, start);
    if (distance > limit) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (count > best.count || (count === best.count && term < best.term)));
    if (better) best = { term, distance, count };
  }
  return best?.term ?? null;
}
