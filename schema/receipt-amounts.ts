import type { OrderReceipt } from '#schema/orders-api.ts';
import { convertUsdCents } from '#schema/money.ts';
import { formatUtcClock } from '#schema/utc-clock.ts';

/** A receipt's sums, the same on its page and in its mail (worker/services/receipts/receipt-mail.ts). */

/** The order's rate as stored: units of its currency per USD, times 10000 (docs/product.md §3). */
export const rateOf = (receipt: Pick<OrderReceipt, 'exchangeRate'>): number => receipt.exchangeRate / 10000;

/** A line's amount in the currency paid, at the rate the order was priced with. */
export const lineAmount = (receipt: Pick<OrderReceipt, 'currency' | 'exchangeRate'>, line: OrderReceipt['lines'][number]): number =>
  convertUsdCents(line.unitPrice * line.quantity, receipt.currency, rateOf(receipt));

/** A line of text as a translation key and its values, for the page's i18next and the mail's translator alike. */
export type TextOf<Key extends string> = { key: Key; values: Record<string, string> };

const formatRate = (rate: number, language: string) => new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(rate);

/**
 * The rates the order was priced and charged at (issue 23, item 5): the currency's, when it is not USD, with the time
 * it was locked when known, and for M-Pesa the shillings'.
 */
export function rateTexts(
  receipt: Pick<OrderReceipt, 'currency' | 'exchangeRate' | 'rateAt' | 'kesRate' | 'kesRateAt'>,
  language: string,
): { rate: TextOf<'receipt.rate' | 'receipt.rateOf'> | null; kesRate: TextOf<'receipt.kesRate'> | null } {
  const rate = formatRate(rateOf(receipt), language);
  return {
    rate:
      receipt.currency === 'USD'
        ? null
        : receipt.rateAt
          ? { key: 'receipt.rateOf', values: { rate, currency: receipt.currency, time: formatUtcClock(receipt.rateAt, language) } }
          : { key: 'receipt.rate', values: { rate, currency: receipt.currency } },
    kesRate:
      receipt.kesRate !== null && receipt.kesRateAt !== null
        ? {
            key: 'receipt.kesRate',
            values: { rate: formatRate(receipt.kesRate / 10000, language), time: formatUtcClock(receipt.kesRateAt, language) },
          }
        : null,
  };
}
