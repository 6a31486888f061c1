import type { LanguageCode } from '#schema/catalog.ts';
import { RECEIPT_EMAIL_WINDOW_HOURS, RECEIPT_EMAILS_PER_ORDER } from '#schema/receipts-api.ts';
import type { Database } from '#worker/env.ts';
import { enqueueMail, mailCountSince } from '#worker/services/mail/outbox.ts';
import { fail, succeed, type Result } from '#worker/services/result.ts';
import { sharedReceiptFor } from '#worker/services/orders/order-receipt.ts';
import { linkFor, orderOfToken } from './links.ts';
import { receiptMail } from './receipt-mail.ts';

/** `origin`: the shop's own address, which the message's link starts with; null: the message carries no link. */
export type ReceiptEmailRequest = { token: string; email: string; language: LanguageCode; origin: string | null };

/**
 * "Email me this receipt" from a private link: the receipt (no card data) and a new private link of its own (when the shop knows its address), in
 * the shopper's language, written to the outbox. Answers the outbox row to send; refuses past
 * RECEIPT_EMAILS_PER_ORDER messages an order in RECEIPT_EMAIL_WINDOW_HOURS, so one link cannot mail the world.
 */
export async function queueReceiptEmail(db: Database, request: ReceiptEmailRequest, now = Date.now()): Promise<Result<{ mailId: number }>> {
  const orderId = await orderOfToken(db, request.token);
  if (!orderId) return fail('not_found', 'Receipt not found');
  const receipt = await sharedReceiptFor(db, orderId);
  if (!receipt.ok) return receipt;
  const since = new Date(now - RECEIPT_EMAIL_WINDOW_HOURS * 60 * 60_000);
  if ((await mailCountSince(db, 'receipt', orderId, since)) >= RECEIPT_EMAILS_PER_ORDER) {
    return fail(
      'receipt_email_limit',
      `This receipt was emailed ${RECEIPT_EMAILS_PER_ORDER} times in ${RECEIPT_EMAIL_WINDOW_HOURS} hours`,
      {
        max: RECEIPT_EMAILS_PER_ORDER,
        hours: RECEIPT_EMAIL_WINDOW_HOURS,
      },
    );
  }
  const link = request.origin === null ? null : `${request.origin}${(await linkFor(db, orderId)).path}`;
  const message = await receiptMail(receipt.value, link, request.language);
  const mailId = await enqueueMail(db, { ...message, to: request.email, kind: 'receipt', ref: orderId }, now);
  return succeed({ mailId });
}
