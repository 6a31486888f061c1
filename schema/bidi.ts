import { directionOf } from '#schema/catalog.ts';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` someone wrote (a stone's name, a person's) as an island in its own direction inside a translated sentence,
 * where a <bdi> cannot go (a toast's text, a confirmation's question): "Emerald «زمرد» walk" keeps its word order in
 * an Arabic sentence, and an Arabic name in an English one.
 */
export const isolate = (text: string): string => `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;

/**
 * `text` (a phone number, an order id, a code) as a left-to-right island inside a translated sentence of a
 * right-to-left `language`, where a <bdi> (web/components/Ltr.tsx) cannot go; as it is in any other language.
 */
export const isolateLtr = (text: string, language: string): string =>
  directionOf(language) === 'rtl' ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
