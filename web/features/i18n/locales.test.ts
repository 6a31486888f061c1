import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '#schema/catalog.ts';
import { ERROR_CODES } from '#schema/errors.ts';
import { directionOf } from './i18n.ts';

/** The staff area's sections: only staff pages read them (the sign-in dialog's `adminDialog` is the shop's). */
const STAFF_SECTIONS = new Set(['admin', 'adminGallery', 'adminDashboard']);

type Tree = { [key: string]: string | Tree };

/** The shop's texts, and the staff area's (loaded only there: staff-texts.ts), each checked the same way. */
const SETS = {
  shop: { dir: '../../locales/', files: import.meta.glob<{ default: Tree }>('../../locales/*.json', { eager: true }) },
  staff: { dir: '../../locales/staff/', files: import.meta.glob<{ default: Tree }>('../../locales/staff/*.json', { eager: true }) },
};

const translated = LANGUAGE_CODES.filter((code) => code !== 'en');

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** Every leaf as [dotted key, value]; a leaf that is not a string is kept so the test can reject it. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

/** i18next picks plural forms with Intl.PluralRules; Norwegian Bokmål is 'nb' there. */
const intlCode = (code: string) => (code === 'no' ? 'nb' : code);
const pluralCategories = (code: string) => new Intl.PluralRules(intlCode(code)).resolvedOptions().pluralCategories;

/** A category that only ever selects one whole number (Arabic 'two' is 2) may say the number in words. */
function namesOneNumber(code: string, category: string): boolean {
  const rules = new Intl.PluralRules(intlCode(code));
  let hits = 0;
  for (let n = 0; n <= 1000; n++) if (rules.select(n) === category) hits++;
  return hits === 1;
}

/** Placeholder names, without any ', format' part: {{category, lowercase}} is 'category'. */
const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? ''));

function checkTexts(name: string, { dir, files }: (typeof SETS)[keyof typeof SETS]) {
  const localeOf = (code: string): Tree | undefined => files[`${dir}${code}.json`]?.default;
  const en = localeOf('en');
  if (!en) throw new Error(`${dir}en.json is missing`);
  const enLeaves = new Map(leaves(en));

  /** The English plural bases (`cart.openWithCount` for `cart.openWithCount_one/_other`) and their forms. */
  const enPlurals = new Map<string, string[]>();
  for (const key of enLeaves.keys()) {
    const match = PLURAL.exec(key);
    if (match?.[1]) enPlurals.set(match[1], [...(enPlurals.get(match[1]) ?? []), key]);
  }

  /** The key set a language must have: English's, with each plural in that language's own forms. */
  function expectedKeys(code: string): string[] {
    const keys = [...enLeaves.keys()].filter((key) => !PLURAL.test(key));
    for (const base of enPlurals.keys()) keys.push(...pluralCategories(code).map((category) => `${base}_${category}`));
    return keys.sort();
  }

  /** The English text whose placeholders a translated key must carry. */
  function englishPlaceholders(key: string): Set<string> {
    const base = PLURAL.exec(key)?.[1];
    const sources = base && enPlurals.has(base) ? enPlurals.get(base)! : [key];
    return new Set(sources.flatMap((source) => [...placeholders(String(enLeaves.get(source)))]));
  }

  describe(`${name} locale files`, () => {
    it('has one file per language and nothing else', () => {
      expect(Object.keys(files).sort()).toEqual(LANGUAGE_CODES.map((code) => `${dir}${code}.json`).sort());
    });

    it('gives English a value for every key', () => {
      for (const [key, value] of enLeaves) expect(typeof value === 'string' && value.trim() !== '', `en: ${key}`).toBe(true);
    });

    describe.each(translated)('%s', (code) => {
      const locale = localeOf(code) ?? {};
      const entries = leaves(locale);

      it("has exactly English's keys, with this language's plural forms", () => {
        expect(entries.map(([key]) => key).sort()).toEqual(expectedKeys(code));
      });

      it('has no empty value', () => {
        const empty = entries.filter(([, value]) => typeof value !== 'string' || value.trim() === '').map(([key]) => key);
        expect(empty).toEqual([]);
      });

      it('keeps every English {{placeholder}} and invents none', () => {
        const problems: string[] = [];
        for (const [key, value] of entries) {
          if (typeof value !== 'string') continue;
          const wanted = englishPlaceholders(key);
          const found = placeholders(value);
          const category = PLURAL.exec(key)?.[2];
          for (const name of wanted) {
            const spelledOut = name === 'count' && category !== undefined && namesOneNumber(code, category);
            if (!found.has(name) && !spelledOut) problems.push(`${key} lacks {{${name}}}`);
          }
          for (const name of found) if (!wanted.has(name)) problems.push(`${key} has unknown {{${name}}}`);
        }
        expect(problems).toEqual([]);
      });
    });
  });
}

checkTexts('shop', SETS.shop);
checkTexts('staff', SETS.staff);

describe('the split of the texts', () => {
  const shop = SETS.shop.files['../../locales/en.json']?.default ?? {};
  const staff = SETS.staff.files['../../locales/staff/en.json']?.default ?? {};

  it('says in English what every error code of the API means (the others follow by parity)', () => {
    const missing = ERROR_CODES.filter((code) => !new Map(leaves(shop)).has(`errors.${code}`));
    expect(missing).toEqual([]);
  });

  it("keeps the staff area's sections out of the shop's texts, and no key in both", () => {
    expect(Object.keys(shop).filter((section) => STAFF_SECTIONS.has(section))).toEqual([]);
    expect(Object.keys(staff).filter((section) => !STAFF_SECTIONS.has(section) || section in shop)).toEqual([]);
  });
});

describe('text direction', () => {
  it('is right-to-left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(translated.filter((code) => directionOf(code) === 'rtl')).toEqual(['ar']);
  });
});
