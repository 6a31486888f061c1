import * as v from 'valibot';
import type { Database } from '#worker/env.ts';
import { adoptUnrecordedAttempt, amountProblem, findAttempt, flagAttempt, settleAttempt } from '#worker/services/payments/settlement.ts';
import { DARAJA_PROVIDER_NAME } from './daraja-provider.ts';
import { failureReasonOf } from './stk-request.ts';

/** The callback Daraja posts when the shopper answers the STK prompt (or it times out). */
export const StkCallbackSchema = v.object({
  Body: v.object({
    stkCallback: v.object({
      MerchantRequestID: v.string(),
      CheckoutRequestID: v.string(),
      ResultCode: v.union([v.number(), v.string()]),
      ResultDesc: v.optional(v.string()),
      CallbackMetadata: v.optional(
        v.object({ Item: v.array(v.object({ Name: v.string(), Value: v.optional(v.union([v.number(), v.string()])) })) }),
      ),
    }),
  }),
});

export type StkCallback = v.InferOutput<typeof StkCallbackSchema>['Body']['stkCallback'];

export type CallbackOutcome = 'paid' | 'failed' | 'unknown_request' | 'amount_mismatch' | 'already_settled';

/**
 * Settles the pending payment the callback names by CheckoutRequestID, once. A success must carry the amount the
 * push asked for: the whole shillings its claim recorded before the push (services/payments/payments.ts), never a
 * figure taken from the callback itself; a mismatch settles nothing and is flagged for staff. Its M-Pesa receipt
 * number is recorded. `orderId` is the order the push's callback address names (daraja-api.ts): it finds an attempt
 * whose push was never recorded, whose claim still holds the charge it asked for.
 */
export async function applyStkCallback(db: Database, callback: StkCallback, orderId?: string): Promise<CallbackOutcome> {
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const attempt =
    (await findAttempt(db, DARAJA_PROVIDER_NAME, { secondaryRef: callback.CheckoutRequestID })) ??
    (await adoptUnrecordedAttempt(db, DARAJA_PROVIDER_NAME, orderId, {
      providerRef: callback.MerchantRequestID,
      providerSecondaryRef: callback.CheckoutRequestID,
    }));
  if (!attempt) return 'unknown_request';
  // A push the sweep gave up on (failed, 'expired') still takes a success: the money did come in.
  if (attempt.status === 'succeeded') return 'already_settled';
  const resultCode = Number(callback.ResultCode);
  if (resultCode !== 0) {
    return (await settleAttempt(db, attempt, { succeeded: false, reason: failureReasonOf(resultCode) })) ? 'failed' : 'already_settled';
  }
  const mismatch = amountProblem(
    { amount: Number(items.get('Amount')), currency: 'KES' },
    { amount: attempt.chargedAmount, currency: attempt.chargedCurrency },
  );
  if (mismatch) {
    await flagAttempt(db, attempt, `M-Pesa ${callback.CheckoutRequestID}: ${mismatch}`);
    return 'amount_mismatch';
  }
  const receipt = items.get('MpesaReceiptNumber');
  const settled = await settleAttempt(db, attempt, { succeeded: true, receiptNumber: receipt === undefined ? null : String(receipt) });
  return settled ? 'paid' : 'already_settled';
}
