const collators = new Map<string, Intl.Collator>();

/**
 * Compares two names as a reader of `language` orders them. `a.localeCompare(b, language)` builds a collator for every
 * comparison, which cost a phone about 35 ms of the fact filters' first render (docs/design.md, first tap); this keeps
 * one per language.
 */
export function compareNames(language: string): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator.compare;
}
