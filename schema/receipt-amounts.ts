import type { OrderReceipt } from '#schema/orders-api.ts';
import { convertUsdCents } from '#schema/money.ts';

/** A receipt's sums, the same on its page and in its mail (worker/services/receipts/receipt-mail.ts). */

/** The order's rate as stored: units of its currency per USD, times 10000 (docs/product.md §3). */
export const rateOf = (receipt: Pick<OrderReceipt, 'exchangeRate'>): number => receipt.exchangeRate / 10000;

/** A line's amount in the currency paid, at the rate the order was priced with. */
export const lineAmount = (receipt: Pick<OrderReceipt, 'currency' | 'exchangeRate'>, line: OrderReceipt['lines'][number]): number =>
  convertUsdCents(line.unitPrice * line.quantity, receipt.currency, rateOf(receipt));
