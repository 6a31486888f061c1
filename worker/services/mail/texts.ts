import type { LanguageCode } from '#schema/catalog.ts';

type Texts = { [key: string]: string | Texts };

/**
 * The web app's texts (web/locales/*.json), one chunk per language loaded on first use, as the page renderer loads
 * them: a message says what the page says, in the same words, and its own lines live under `mail.*`. The staff's
 * notices also use the admin area's words (`admin.*`), which live apart in web/locales/staff/*.json.
 */
const locales = import.meta.glob<Texts>('../../../web/locales/*.json', { import: 'default' });
const staffLocales = import.meta.glob<Texts>('../../../web/locales/staff/*.json', { import: 'default' });

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
  const shop = locales[`../../../web/locales/${language}.json`];
  const staff = staffLocales[`../../../web/locales/staff/${language}.json`];
  if (!shop || !staff) throw new Error(`no texts for the language ${language}`);
  const [shopTexts, staffTexts] = await Promise.all([shop(), staff()]);
  return { ...staffTexts, ...shopTexts };
}

/** `t(key, values)` in `language`, English where that language lacks the key (as the web's i18next falls back). */
export async function mailTranslator(language: LanguageCode): Promise<Translate> {
  const [english, own] = await Promise.all([load('en'), load(language)]);
  return (key, values = {}) => filled(lookup(own, key) ?? lookup(english, key) ?? key, values);
}
