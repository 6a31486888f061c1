/**
 * docs/design.md §4: no card data reaches the shop. These rules tell a card number from the digits a
 * shopper may rightly send (a phone number, a house number, an order id), for the Worker's guard and the
 * web's checkout form alike.
 */
import { asciiDigits } from './text.ts';

/** docs/product.md §5: an international phone number has at most 15 digits after its + or 00 (E.164). */
export const PHONE_MAX_DIGITS = 15;

const PHONE_SHAPE = /^\+?[\d\s().-]{6,30}$/;

/** Digits, spaces, dashes, brackets and dots, an optional leading + or 00, and at most 15 digits after it. */
export function isPhoneNumber(text: string): boolean {
  const phone = text.trim();
  if (!PHONE_SHAPE.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  const national = phone.startsWith('+') ? digits : digits.replace(/^00/, '');
  return national.length <= PHONE_MAX_DIGITS;
}

/** A UUID's digits run on across its dashes; an id is never a card number. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/** What people put between the groups of a card number: spaces, dashes, dots, slashes, underscores. */
const GROUP_SEPARATOR = String.raw`[\s\p{Pd}._/\\]`;
/** Groups of digits with one to three separators between them; letters around them do not matter. */
const DIGIT_RUN = new RegExp(String.raw`\d+(?:${GROUP_SEPARATOR}{1,3}\d+)*`, 'gu');
const SEPARATORS = new RegExp(`${GROUP_SEPARATOR}+`, 'u');

const CARD_MIN_DIGITS = 13;
const CARD_MAX_DIGITS = 19;

/** The Luhn checksum every payment card number passes (and nine in ten other numbers fail). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** True when consecutive groups of the run spell 13 to 19 digits that pass the Luhn check. */
function runHoldsCardNumber(run: string): boolean {
  const groups = run.split(SEPARATORS);
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (const group of groups.slice(first)) {
      digits += group;
      if (digits.length > CARD_MAX_DIGITS) break;
      if (digits.length >= CARD_MIN_DIGITS && passesLuhn(digits)) return true;
    }
  }
  return false;
}

/**
 * Free text holds a card number when, in any digit forms and with any of the usual separators between
 * its groups (or none, or inside a word), 13 to 19 digits pass the Luhn check.
 */
export function holdsCardNumber(text: string): boolean {
  const plain = asciiDigits(text.normalize('NFKC')).replace(UUID, 'x');
  return (plain.match(DIGIT_RUN) ?? []).some(runHoldsCardNumber);
}

/** A key naming a CVV, whatever its value. */
const CARD_SECRET_KEY = /cvv|cvc|security[\s_-]?code/i;
/** A card number field: it may carry the last four digits, nothing more. */
const CARD_NUMBER_KEY = /^card[\s_-]?(?:number|num|no)$/i;
const PHONE_KEY = /phone/i;
const LAST_FOUR = 4;

/** How one value under `key` is judged: card number fields by their digit count, phone fields by the phone rule. */
function valueIsCardData(key: string, value: string): boolean {
  if (CARD_NUMBER_KEY.test(key)) return asciiDigits(value.normalize('NFKC')).replace(/\D/g, '').length > LAST_FOUR;
  if (PHONE_KEY.test(key) && isPhoneNumber(value)) return false;
  return holdsCardNumber(value);
}

/**
 * docs/design.md §4: true when any key anywhere in `value` names a CVV, a card number field carries more than
 * its last four digits, or any other text or number holds a card number. Walked with a list, not by recursion,
 * so no nesting depth can overflow the stack.
 */
export function carriesCardSecrets(value: unknown): boolean {
  const pending: { key: string; value: unknown }[] = [{ key: '', value }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const inner = item.value;
    if (typeof inner === 'string' || typeof inner === 'number') {
      if (valueIsCardData(item.key, String(inner))) return true;
    } else if (Array.isArray(inner)) {
      for (const element of inner) pending.push({ key: item.key, value: element });
    } else if (inner && typeof inner === 'object') {
      for (const [key, child] of Object.entries(inner)) {
        if (CARD_SECRET_KEY.test(key) || holdsCardNumber(key)) return true;
        pending.push({ key, value: child });
      }
    }
  }
  return false;
}
