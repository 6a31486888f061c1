/** Input rules several resources share, so each is written once (the Worker checks with them, the web's forms too). */
import * as v from 'valibot';
import { isPhoneNumber } from './card-data.ts';
import { asciiDigits, requiredText } from './text.ts';
import { CURRENCY_CODES } from './catalog.ts';

/** Simple shape, as docs/product.md §5 says: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = v.pipe(
  v.string('is required'),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(254, 'must be at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'must be a valid email address'),
);

/**
 * docs/product.md §5: digits, spaces, `( ) . -`, a leading + or 00, at most 15 digits after it. Digits of any script
 * (an Arabic keyboard types ٠٧١٢) count, and are kept as ASCII digits.
 */
export const phoneField = v.pipe(
  v.string('is required'),
  v.transform(asciiDigits),
  v.trim(),
  v.nonEmpty('is required'),
  v.check(isPhoneNumber, 'must be a phone number'),
);

export const minorAmount = v.pipe(v.number('must be a number'), v.integer('must be whole minor units'), v.minValue(1, 'must be positive'));
export const currencyCode = v.picklist(CURRENCY_CODES, 'must be a supported currency');

/** The customer's name at checkout, on the order and on its payment. */
export const customerNameField = requiredText(120);

/** An order's id: a UUID. */
export const orderId = v.pipe(v.string('is required'), v.uuid('must be an order id'));
