/** Private receipt links and "Email me this receipt" (docs/product.md §6): their inputs and answers. */
import * as v from 'valibot';
import { emailField } from './fields.ts';
import type { OrderReceipt } from './orders-api.ts';
import { LANGUAGE_CODES } from './catalog.ts';

/** 32 random bytes as unpadded base64url: 256 bits, never guessed. */
export const RECEIPT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const ReceiptTokenParamSchema = v.object({
  token: v.pipe(v.string('is required'), v.regex(RECEIPT_TOKEN_PATTERN, 'is not a receipt link')),
});

/** POST /api/receipts: a private link to an order of the visitor's own. */
export const CreateReceiptLinkSchema = v.object({
  orderId: v.pipe(v.string('is required'), v.uuid('must be an order id')),
});

/** POST /api/receipts/{token}/email: where to send it, and in which language. */
export const EmailReceiptSchema = v.object({
  email: emailField,
  language: v.picklist(LANGUAGE_CODES, 'must be one of the shop languages'),
});

/** The private link's path: what the shopper keeps. */
export const receiptLinkPath = (token: string) => `/receipts/${token}`;

export type ReceiptLink = { token: string; path: string };

/** GET /api/receipts/config: whether "Email me this receipt" is offered (a mail provider is configured). */
export type ReceiptConfig = { email: boolean };

/** What a private link shows: the receipt without any card data (no last four digits either). */
export type SharedReceipt = OrderReceipt;

/** How many receipt emails one order may send in RECEIPT_EMAIL_WINDOW_HOURS. */
export const RECEIPT_EMAILS_PER_ORDER = 5;
export const RECEIPT_EMAIL_WINDOW_HOURS = 24;
