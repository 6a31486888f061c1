/**
 * The one money module. Amounts are integers in minor units (USD cents; whole yen for JPY);
 * nothing else in the code base divides by 100 or rounds a price.
 */
import { type CurrencyCode, directionOf } from './catalog.ts';

/** Currencies whose minor unit is the whole unit (docs/product.md §9: JPY is shown in whole numbers). */
const ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set(['JPY']);

export const minorUnitDigits = (currency: CurrencyCode): 0 | 2 => (ZERO_DECIMAL.has(currency) ? 0 : 2);

/** USD cents -> minor units of `currency` at `rate` (units per USD), rounded to the currency's digits. */
export function convertUsdCents(usdCents: number, currency: CurrencyCode, rate: number): number {
  const amount = (usdCents * rate) / 100;
  return Math.round(amount * 10 ** minorUnitDigits(currency));
}

/** docs/product.md §3: the exchange rate sent with an order is the rate times 10000, rounded. */
export const scaledRate = (rate: number): number => Math.round(rate * 10000);

/**
 * Dollars as typed in a form (e.g. 12.345) -> cents, rounded half up (1235). `dollars * 100` alone can land
 * just below the half (1.005 * 100 is 100.49999999999999): trimmed to six decimals first, it rounds as typed.
 */
export const dollarsToCents = (dollars: number): number => Math.round(Number((dollars * 100).toFixed(6)));

/** Minor units -> the decimal amount, for number inputs and payment providers. */
export const minorToDecimal = (amount: number, currency: CurrencyCode): number => amount / 10 ** minorUnitDigits(currency);

/** Minor units as the plain decimal text a number field shows, with the currency's digits: 1850 USD -> '18.50'. */
export const decimalText = (amount: number, currency: CurrencyCode): string =>
  minorToDecimal(amount, currency).toFixed(minorUnitDigits(currency));

/**
 * Ends a right-to-left price: a symbol that ends in a sign after Latin letters ("US$") would otherwise have
 * its sign pulled to the far side ("$US 899.00"); the mark keeps it one word, read after the number.
 */
const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * One formatter per language and currency, made on first use: making an Intl.NumberFormat costs far more than
 * formatting with one, and a page formats every price it shows (a dozen on the home page's first screen).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const digits = minorUnitDigits(currency);
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Formats minor units in `currency` for `locale` with Intl (symbol, grouping, digits). */
export function formatMoney(amount: number, currency: CurrencyCode, locale = 'en'): string {
  const text = moneyFormat(currency, locale).format(minorToDecimal(amount, currency));
  return directionOf(locale) === 'rtl' ? `${text}${LEFT_TO_RIGHT_MARK}` : text;
}

/** USD cents shown in dollars with two decimals (gallery and admin prices). */
export const formatUsd = (usdCents: number, locale = 'en'): string => formatMoney(usdCents, 'USD', locale);

/** Whole shillings for a US total (M-Pesa charges whole shillings): rounded up, so the shop never asks for less than the order is worth. */
export function wholeShillings(usdCents: number, kesPerUsd: number): number {
  // Round to cents of a shilling first, so a product of floats such as 12899.999999 does not round up a whole shilling.
  const shillings = Math.round(usdCents * kesPerUsd) / 100;
  return Math.max(1, Math.ceil(shillings));
}
