/**
 * The rules every free-text input shares (names, descriptions, addresses, messages): no control
 * characters, and not blank once the invisible characters are taken away, so nothing unreadable, unprintable
 * or empty-looking is ever stored or shown.
 */
import * as v from 'valibot';

/**
 * C0 and C1 control characters (NUL, escape, ...) but tab and line breaks, which a description or a
 * message may hold; and lone UTF-16 surrogates, which no real text has.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/**
 * Characters that take no room on the page: spaces and separators of every kind, format characters
 * (zero-width space and joiners, the byte-order mark, soft hyphen, bidirectional marks), variation
 * selectors, the combining grapheme joiner and the "blank" letters (Hangul fillers, the empty braille cell).
 */
const INVISIBLE_CHARACTERS = /[\s\p{Z}\p{Cf}\u115f\u1160\u2800\u3164\uffa0]|\p{Variation_Selector}|\u034f|\u17b4|\u17b5/gu;

export const hasControlCharacter = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** False for text that is empty once its invisible characters are removed. */
export const hasVisibleText = (value: string): boolean => value.replace(INVISIBLE_CHARACTERS, '') !== '';

const noControlCharacters = v.check<string, string>((value) => !hasControlCharacter(value), 'must not contain control characters');

/** Required free text: trimmed, printable, visibly non-empty, at most `max` characters. */
export const requiredText = (max: number) =>
  v.pipe(
    v.string('is required'),
    v.trim(),
    v.nonEmpty('is required'),
    v.check(hasVisibleText, 'is required'),
    noControlCharacters,
    v.maxLength(max, `must be at most ${max} characters`),
  );

/** Optional free text: trimmed and printable; absent, null or visibly empty becomes null. */
export const optionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        noControlCharacters,
        v.maxLength(max, `must be at most ${max} characters`),
        v.transform((value) => (hasVisibleText(value) ? value : null)),
      ),
    ),
    null,
  );

/** Free text that may be empty, for columns that are never null: null and visibly empty text become ''. */
export const emptyableText = (max: number) =>
  v.pipe(
    v.nullable(v.string('must be text')),
    v.transform((value) => (value ?? '').trim()),
    noControlCharacters,
    v.maxLength(max, `must be at most ${max} characters`),
    v.transform((value) => (hasVisibleText(value) ? value : '')),
  );

const UNICODE_DIGIT = /\p{Nd}/u;

/**
 * Every decimal digit of any script (full-width, Arabic-Indic, Devanagari...) as its ASCII digit. Unicode
 * encodes each script's digits as a contiguous run from 0 to 9, so a digit's value is its distance from the
 * start of its run, modulo 10 (some runs hold several sets, such as the mathematical digits).
 */
export function asciiDigits(text: string): string {
  return text.replace(/[^\P{Nd}0-9]/gu, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    let start = codePoint;
    while (UNICODE_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((codePoint - start) % 10);
  });
}
