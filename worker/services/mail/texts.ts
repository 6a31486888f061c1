import type { LanguageCode } from '#schema/catalog.ts';
import { shopTextsOf } from '#schema/locale-texts.ts';
import { staffTextsOf } from '#schema/staff-locale-texts.ts';

type Texts = { [key: string]: string | Texts };

/*
 * The web app's texts (schema/locale-texts.ts), as the page renderer loads them: a message says what the page says, in
 * the same words, and its own lines live under `mail.*`. The staff's notices also use the admin area's words (`admin.*`).
 */

const lookup = (texts: Texts, key: string): string | undefined => {
  const found = key
    .split('.')
    .reduce<Texts | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), texts);
  return typeof found === 'string' ? found : undefined;
};

const filled = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

export type Translate = (key: string, values?: Record<string, string>) => string;

async function load(language: LanguageCode): Promise<Texts> {
  const [shopTexts, staffTexts] = await Promise.all([shopTextsOf(language), staffTextsOf(language)]);
  return { ...(staffTexts as Texts), ...(shopTexts as Texts) };
}

/** `t(key, values)` in `language`, English where that language lacks the key (as the web's i18next falls back). */
export async function mailTranslator(language: LanguageCode): Promise<Translate> {
  const [english, own] = await Promise.all([load('en'), load(language)]);
  return (key, values = {}) => filled(lookup(own, key) ?? lookup(english, key) ?? key, values);
}
