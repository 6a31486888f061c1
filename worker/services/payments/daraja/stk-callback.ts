import * as v from 'valibot';
import type { Database } from '#worker/env.ts';
import { adoptUnrecordedAttempt, findAttempt, settleAttempt, type FailureReason } from '#worker/services/payments/settlement.ts';
import { DARAJA_PROVIDER_NAME } from './daraja-provider.ts';

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

/** Daraja's result codes: 0 paid; 1032 the shopper cancelled; 1037 their phone could not be reached; anything else failed. */
export function failureReasonOf(resultCode: number): FailureReason {
  if (resultCode === 1032) return 'cancelled';
  if (resultCode === 1037) return 'unreachable';
  return 'failed';
}

export type CallbackOutcome = 'paid' | 'failed' | 'unknown_request' | 'amount_mismatch' | 'already_settled';

/**
 * Settles the pending payment the callback names by CheckoutRequestID, once. A success must carry the
 * amount the push asked for (whole shillings); its M-Pesa receipt number is recorded. `orderId` is the order the
 * push's callback address names (daraja-api.ts): it finds an attempt whose push was never recorded, and then the
 * amount M-Pesa reports is the one recorded, as nothing else knows what the push asked for.
 */
export async function applyStkCallback(db: Database, callback: StkCallback, orderId?: string): Promise<CallbackOutcome> {
  const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]));
  const reported = Number(items.get('Amount'));
  const attempt =
    (await findAttempt(db, DARAJA_PROVIDER_NAME, { secondaryRef: callback.CheckoutRequestID })) ??
    (await adoptUnrecordedAttempt(db, DARAJA_PROVIDER_NAME, orderId, {
      providerRef: callback.MerchantRequestID,
      providerSecondaryRef: callback.CheckoutRequestID,
      ...(Number.isInteger(reported) ? { chargedAmount: reported, chargedCurrency: 'KES' } : {}),
    }));
  if (!attempt) return 'unknown_request';
  // A push the sweep gave up on (failed, 'expired') still takes a success: the money did come in.
  if (attempt.status === 'succeeded') return 'already_settled';
  const resultCode = Number(callback.ResultCode);
  if (resultCode !== 0) {
    return (await settleAttempt(db, attempt, { succeeded: false, reason: failureReasonOf(resultCode) })) ? 'failed' : 'already_settled';
  }
  if (reported !== attempt.chargedAmount) {
    console.error('M-Pesa callback amount differs from the push', callback.CheckoutRequestID, items.get('Amount'), attempt.chargedAmount);
    return 'amount_mismatch';
  }
  const receipt = items.get('MpesaReceiptNumber');
  const settled = await settleAttempt(db, attempt, { succeeded: true, receiptNumber: receipt === undefined ? null : String(receipt) });
  return settled ? 'paid' : 'already_settled';
}
