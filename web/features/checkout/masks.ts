/** docs/product.md §5's input masks: each takes what was typed and returns what the field shows. */
import { asciiDigits } from '#schema/text.ts';

/**
 * The digits typed, in any script (an Arabic or Persian keyboard types ٤٢, a Hindi one ४२) as the ASCII digits
 * the shop shows and sends.
 */
const digitsOf = (input: string): string => asciiDigits(input).replace(/\D/g, '');

/** Digits only, grouped by four, at most 19 characters ("1234 5678 9012 3456"). */
export function maskCardNumber(input: string): string {
  const digits = digitsOf(input);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/** Digits only, two at most, never above 12 (a keystroke that would pass 12 is dropped). */
export function maskExpiryMonth(input: string, previous = ''): string {
  const digits = digitsOf(input).slice(0, 2);
  return Number(digits) > 12 ? previous : digits;
}

/** Two digits. */
export const maskExpiryYear = (input: string): string => digitsOf(input).slice(0, 2);

/** Digits, four at most. */
export const maskCvv = (input: string): string => digitsOf(input).slice(0, 4);

/** Digits and the plus sign only. */
export const maskMpesaNumber = (input: string): string => asciiDigits(input).replace(/[^\d+]/g, '');

/** What leaves the browser of a card number: its last four digits behind stars. */
export function maskedForServer(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}
