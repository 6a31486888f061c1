import type { OrderReceipt } from '#schema/orders-api.ts';
import { convertUsdCents } from '#schema/money.ts';
import { formatUtcClock } from '#schema/utc-clock.ts';
import { isolateLtr } from './bidi.ts';

/** A receipt's sums, the same on its page and in its mail (worker/services/receipts/receipt-mail.ts). */

/** The order's rate as stored: units of its currency per USD, times 10000 (docs/product.md §3). */
export const rateOf = (receipt: Pick<OrderReceipt, 'exchangeRate'>): number => receipt.exchangeRate / 10000;

/** A line's amount in the currency paid, at the rate the order was priced with. */
export const lineAmount = (receipt: Pick<OrderReceipt, 'currency' | 'exchangeRate'>, line: OrderReceipt['lines'][number]): number =>
  convertUsdCents(line.unitPrice * line.quantity, receipt.currency, rateOf(receipt));

/** A line of text as a translation key and its values, for the page's i18next and the mail's translator alike. */
export type TextOf<Key extends string> = { key: Key; values: Record<string, string> };

/**
 * A rate as an equation, '1 USD = 129.40 KES', from units of `currency` per USD times 10000 (as orders keep it): the
 * checkout, the receipt and its mail say it alike. It reads left to right in every language, an island in a
 * right-to-left sentence, so Arabic does not move the '1' to the far end.
 */
export const rateEquation = (scaled: number, currency: string, language: string): string =>
  isolateLtr(
    `1 USD = ${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(scaled / 10000)} ${currency}`,
    language,
  );

/**
 * The rates the order was priced and charged at (issue 23, item 5): the currency's, when it is not USD, with the time
 * it was locked when known, and for M-Pesa the shillings'.
 */
export function rateTexts(
  receipt: Pick<OrderReceipt, 'currency' | 'exchangeRate' | 'rateAt' | 'kesRate' | 'kesRateAt'>,
  language: string,
): { rate: TextOf<'receipt.rate' | 'receipt.rateOf'> | null; kesRate: TextOf<'receipt.kesRate'> | null } {
  const rate = rateEquation(receipt.exchangeRate, receipt.currency, language);
  return {
    rate:
      receipt.currency === 'USD'
        ? null
        : receipt.rateAt
          ? { key: 'receipt.rateOf', values: { rate, time: formatUtcClock(receipt.rateAt, language) } }
          : { key: 'receipt.rate', values: { rate } },
    kesRate:
      receipt.kesRate !== null && receipt.kesRateAt !== null
        ? {
            key: 'receipt.kesRate',
            values: { rate: rateEquation(receipt.kesRate, 'KES', language), time: formatUtcClock(receipt.kesRateAt, language) },
          }
        : null,
  };
}
