/** The pure parts of a Daraja STK push (https://developer.safaricom.co.ke, "M-Pesa Express"). */
import type { FailureReason } from '#worker/services/payments/settlement.ts';

/** Daraja's result codes: 0 paid; 1032 the shopper cancelled; 1037 their phone could not be reached; anything else failed. */
export function failureReasonOf(resultCode: number): FailureReason {
  if (resultCode === 1032) return 'cancelled';
  if (resultCode === 1037) return 'unreachable';
  return 'failed';
}

/** Daraja's limits: longer values are refused. */
const ACCOUNT_REFERENCE_MAX = 12;
const TRANSACTION_DESC_MAX = 13;

/** East Africa Time, UTC+3 all year: Daraja reads its timestamps there. */
const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;

/** YYYYMMDDHHmmss in East Africa Time. */
export function darajaTimestamp(nowMs: number): string {
  return new Date(nowMs + EAT_OFFSET_MS)
    .toISOString()
    .replace(/\.\d{3}Z$/, '')
    .replace(/\D/g, '');
}

/** base64(Shortcode + Passkey + Timestamp). */
export const stkPassword = (shortcode: string, passkey: string, timestamp: string): string => btoa(`${shortcode}${passkey}${timestamp}`);

/**
 * The two STK push kinds Daraja offers: a paybill (the shortcode receives, with an account reference) or a till
 * (Buy Goods: the till number receives; the shortcode is its store number, whose passkey signs the push).
 */
export const DARAJA_TRANSACTION_TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'] as const;
export type DarajaTransactionType = (typeof DARAJA_TRANSACTION_TYPES)[number];

export type StkPushInput = {
  shortcode: string;
  transactionType: DarajaTransactionType;
  /** Who receives the money: the paybill's shortcode, or the till number. */
  partyB: string;
  passkey: string;
  callbackUrl: string;
  orderId: string;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  shillings: number;
  description: string;
  nowMs: number;
};

/** The body of POST /mpesa/stkpush/v1/processrequest. */
export function stkPushBody(input: StkPushInput) {
  const timestamp = darajaTimestamp(input.nowMs);
  return {
    BusinessShortCode: input.shortcode,
    Password: stkPassword(input.shortcode, input.passkey, timestamp),
    Timestamp: timestamp,
    TransactionType: input.transactionType,
    Amount: input.shillings,
    PartyA: input.phone,
    PartyB: input.partyB,
    PhoneNumber: input.phone,
    CallBackURL: input.callbackUrl,
    AccountReference: input.orderId.replace(/-/g, '').slice(0, ACCOUNT_REFERENCE_MAX),
    TransactionDesc: input.description.trim().slice(0, TRANSACTION_DESC_MAX).trim() || 'Gemstones',
  };
}
