import type { Texts } from './translate.ts';

/** Every text of a locale file as [dotted key, text]: what the tests walk to check each one. */
export function textLeaves(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textLeaves(value, `${prefix}${key}.`),
  );
}
