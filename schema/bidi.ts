import { directionOf } from '#schema/catalog.ts';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * `text` (a phone number, an order id, a code) as a left-to-right island inside a translated sentence of a
 * right-to-left `language`, where a <bdi> (web/components/Ltr.tsx) cannot go; as it is in any other language.
 */
export const isolateLtr = (text: string, language: string): string =>
  directionOf(language) === 'rtl' ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
