/**
 * What i18next's `t` does with the shop's texts, in a few lines (ADR 010): a dotted key, a plural form chosen by
 * `Intl.PluralRules` (`_zero` first when the count is 0), the key's own text otherwise, then the default value, then
 * the key; `{{name}}` and `{{name, format}}` filled from the options, a placeholder without a value left as written.
 * i18next.test.ts proves it answers as i18next does for every key of every locale.
 */
export type Texts = { [key: string]: string | Texts };
export type Formatter = (value: unknown, language: string) => string;
export type TranslateOptions = { count?: number; defaultValue?: string; [name: string]: unknown };

const PLACEHOLDER = /\{\{(.+?)\}\}/g;
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookUp(texts: Texts | undefined, key: string): string | undefined {
  let found: string | Texts | undefined = texts;
  for (const part of key.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  return typeof found === 'string' ? found : undefined;
}

function textOf(texts: Texts | undefined, language: string, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookUp(texts, key);
  return (
    (count === 0 ? lookUp(texts, `${key}_zero`) : undefined) ?? lookUp(texts, `${key}_${pluralOf(language, count)}`) ?? lookUp(texts, key)
  );
}

function fill(text: string, options: TranslateOptions, language: string, formatters: Map<string, Formatter>): string {
  return text.replace(PLACEHOLDER, (placeholder, inside: string) => {
    const [name = '', ...formats] = inside.split(',').map((part) => part.trim());
    if (!(name in options)) return placeholder;
    const value = options[name];
    if (value === null || value === undefined) return '';
    const formatted = formats.reduce((current, format) => formatters.get(format)?.(current, language) ?? current, value);
    return String(formatted);
  });
}

export function translate(
  texts: Texts | undefined,
  language: string,
  key: string,
  options: TranslateOptions = {},
  formatters = new Map<string, Formatter>(),
): string {
  const text = textOf(texts, language, key, options.count) ?? options.defaultValue ?? key;
  return fill(text, options, language, formatters);
}
