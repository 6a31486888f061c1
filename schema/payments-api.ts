/** Payments (docs/design.md §4, §5): the card session, the M-Pesa push, the payment details, and the shop's payment set-up. */
import * as v from 'valibot';
import { PAYMENT_METHODS } from './catalog.ts';
import { asciiDigits, optionalText, requiredText } from './text.ts';
import { currencyCode, customerNameField, emailField, minorAmount, orderId, phoneField } from './fields.ts';

/**
 * GET /api/payments/config: which provider takes each method (null: the shop does not offer it), whether payments are
 * simulated (PAYMENTS_MODE=demo: every page says so), and what Stripe's Payment Element is made with.
 */
export type PaymentConfig = {
  card: 'stripe' | 'simulated' | null;
  mobile: 'daraja' | 'simulated' | null;
  demo: boolean;
  stripePublishableKey: string | null;
  stripePaymentMethodTypes: string[] | null;
};

/** docs/product.md §5: optional +254, 254 or 0, then 1 or 7, then 8 digits. */
export const KENYAN_MOBILE_PATTERN = /^(?:\+254|254|0)?([17]\d{8})$/;

/** A Kenyan mobile number as M-Pesa wants it (2547XXXXXXXX / 2541XXXXXXXX), or null when it is not one. */
export function normaliseKenyanMobile(input: string): string | null {
  const match = KENYAN_MOBILE_PATTERN.exec(asciiDigits(input).replace(/[\s-]/g, ''));
  return match ? `254${match[1]}` : null;
}

/** The card holder and billing address fields: the server checks them with these, and so does the checkout form. */
export const cardHolderNameField = requiredText(120);
export const billingFields = {
  billingStreet: requiredText(200),
  billingCity: requiredText(100),
  billingState: requiredText(100),
  billingPostalCode: requiredText(20),
  billingCountry: requiredText(60),
};

const cardPaymentDetails = v.object({
  orderId,
  paymentMethod: v.literal('visa'),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
  cardHolderName: cardHolderNameField,
  /** Masked to the last four digits, e.g. '**** **** **** 4242'. */
  cardNumber: v.pipe(v.string(), v.regex(/^[*\s-]*\d{4}$/, 'must be masked to the last four digits')),
  expiryMonth: v.pipe(v.string(), v.regex(/^(0?[1-9]|1[0-2])$/, 'must be a month')),
  expiryYear: v.pipe(v.string(), v.regex(/^\d{2}$/, 'must be two digits')),
  ...billingFields,
});

/** With Stripe, the card is typed into Stripe's own form: the shop hears of the customer only (docs/design.md §4). */
const providerFormPaymentDetails = v.strictObject({
  orderId,
  paymentMethod: v.literal('visa'),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
});

export const CreateCardSessionSchema = v.object({
  amount: minorAmount,
  currency: currencyCode,
  orderId,
  customerEmail: emailField,
  description: optionalText(300),
  // Named, as valibot's own words for two objects that both failed read "Expected Object but received Object".
  paymentDetails: v.union(
    [cardPaymentDetails, providerFormPaymentDetails],
    'must be the card details (holder, number masked to its last four digits, expiry, billing address) with the customer, or with Stripe the customer only',
  ),
});

export const InitiateMpesaSchema = v.object({
  amount: minorAmount,
  phoneNumber: v.pipe(
    v.string('is required'),
    v.check((value) => normaliseKenyanMobile(value) !== null, 'must be a Kenyan mobile number, e.g. +254712345678'),
  ),
  orderId,
  description: optionalText(300),
});

export const PaymentDetailsSchema = v.object({
  orderId,
  paymentMethod: v.picklist(PAYMENT_METHODS),
  customerEmail: emailField,
  customerName: customerNameField,
  customerPhone: phoneField,
  mpesaPhoneNumber: optionalText(30),
  mpesaAccountReference: optionalText(64),
  mpesaTransactionDescription: optionalText(300),
});
