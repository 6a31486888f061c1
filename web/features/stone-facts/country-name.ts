import { UNKNOWN_ORIGIN } from '#schema/stone-facts.ts';

const namers = new Map<string, Intl.DisplayNames>();

/**
 * A country's name in the visitor's language, from the browser's (or the Worker's) own Intl data: no table of names
 * ships with the page. 'unknown' is the caller's to word.
 */
export function countryName(code: string, language: string): string {
  if (code === UNKNOWN_ORIGIN) return code;
  let namer = namers.get(language);
  if (!namer) {
    namer = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    namers.set(language, namer);
  }
  return namer.of(code) ?? code;
}
