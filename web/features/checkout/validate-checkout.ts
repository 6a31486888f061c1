import * as v from 'valibot';
import { billingFields, cardHolderNameField, normaliseKenyanMobile } from '#schema/payments-api.ts';
import { customerNameField, emailField, phoneField } from '#schema/fields.ts';
import { holdsCardNumber } from '#schema/card-data.ts';
import type { CheckoutForm } from './checkout-form.ts';

/** i18n keys of a destructive toast: checkout.errors.<key>.title / .text */
export type CheckoutProblem =
  | 'nameRequired'
  | 'emailRequired'
  | 'invalidEmail'
  | 'phoneRequired'
  | 'invalidPhone'
  | 'cardNumberInText'
  | 'cardHolderRequired'
  | 'invalidCardNumber'
  | 'expiryRequired'
  | 'invalidMonth'
  | 'cardExpired'
  | 'cvvRequired'
  | 'billingRequired'
  | 'mpesaPhoneRequired'
  | 'invalidMpesaNumber'
  | 'emptyCart';

const blank = (value: string) => value.trim() === '';

/** The field each problem is about (a path of CheckoutForm), where the form marks it and puts the focus. */
const FIELD_OF: Partial<Record<CheckoutProblem, string>> = {
  nameRequired: 'customerName',
  emailRequired: 'customerEmail',
  invalidEmail: 'customerEmail',
  phoneRequired: 'customerPhone',
  invalidPhone: 'customerPhone',
  cardHolderRequired: 'card.cardHolderName',
  invalidCardNumber: 'card.cardNumber',
  expiryRequired: 'card.expiryMonth',
  invalidMonth: 'card.expiryMonth',
  cardExpired: 'card.expiryMonth',
  cvvRequired: 'card.cvv',
  mpesaPhoneRequired: 'mpesa.phoneNumber',
  invalidMpesaNumber: 'mpesa.phoneNumber',
};

/** The form field `problem` is about, if one field is (its path), and a missing billing field's name, which the toast names. */
export function fieldOfProblem(problem: CheckoutProblem, form: CheckoutForm): { path: string; billingField?: BillingField } | undefined {
  if (problem === 'billingRequired') {
    const billingField = missingBillingField(form.card);
    return billingField && { path: `card.${billingField}`, billingField };
  }
  const path = FIELD_OF[problem];
  return path === undefined ? undefined : { path };
}

/**
 * The checks of docs/product.md §5 in that order; the first failure is the one reported. Every field the
 * server also receives is checked with the server's own valibot schema (schema/payments-api.ts), so the form never
 * lets through what the order or payment call would refuse. The card number, expiry and CVV never leave
 * the browser (docs/design.md §4): their rules live only here.
 */
export function validateCheckout(
  form: CheckoutForm,
  cartSize: number,
  today = new Date(),
  { cardFormByProvider = false } = {},
): CheckoutProblem | null {
  if (!v.is(customerNameField, form.customerName)) return 'nameRequired';
  if (blank(form.customerEmail)) return 'emailRequired';
  if (!v.is(emailField, form.customerEmail)) return 'invalidEmail';
  if (blank(form.customerPhone)) return 'phoneRequired';
  if (!v.is(phoneField, form.customerPhone)) return 'invalidPhone';
  if (textsSent(form).some(holdsCardNumber)) return 'cardNumberInText';
  // With Stripe the card is typed into Stripe's own form, which checks it itself.
  const paymentProblem = form.paymentMethod === 'mpesa' ? checkMpesa(form) : cardFormByProvider ? null : checkCard(form, today);
  if (paymentProblem) return paymentProblem;
  if (cartSize === 0) return 'emptyCart';
  return null;
}

/**
 * The free texts the order and payment calls carry: a card number in one would be refused by the server
 * (schema/card-data.ts), after the order was placed; it must not leave the browser at all (docs/design.md §4).
 */
function textsSent(form: CheckoutForm): string[] {
  if (form.paymentMethod === 'mpesa') return [form.customerName, form.mpesa.accountReference, form.mpesa.transactionDescription];
  const { card } = form;
  return [
    form.customerName,
    card.cardHolderName,
    card.billingStreet,
    card.billingCity,
    card.billingState,
    card.billingPostalCode,
    card.billingCountry,
  ];
}

const BillingSchema = v.object(billingFields);

type BillingField = keyof typeof billingFields;

/** The first billing field left empty or too long, named in 'billingRequired''s toast (issue 28: not all four). */
export const missingBillingField = (card: CheckoutForm['card']): BillingField | undefined =>
  (Object.keys(billingFields) as BillingField[]).find((field) => !v.is(billingFields[field], card[field]));

function checkCard({ card }: CheckoutForm, today: Date): CheckoutProblem | null {
  if (!v.is(cardHolderNameField, card.cardHolderName)) return 'cardHolderRequired';
  if (!/^\d{13,19}$/.test(card.cardNumber.replace(/\s/g, ''))) return 'invalidCardNumber';
  if (blank(card.expiryMonth) || blank(card.expiryYear)) return 'expiryRequired';
  const month = Number(card.expiryMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalidMonth';
  const year = 2000 + Number(card.expiryYear);
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'cardExpired';
  if (card.cvv.length < 3) return 'cvvRequired';
  if (!v.is(BillingSchema, card)) return 'billingRequired';
  return null;
}

/** The M-Pesa number, else the customer's phone. */
export const mpesaNumberOf = (form: CheckoutForm): string => form.mpesa.phoneNumber.trim() || form.customerPhone.trim();

function checkMpesa(form: CheckoutForm): CheckoutProblem | null {
  const number = mpesaNumberOf(form);
  if (!number) return 'mpesaPhoneRequired';
  if (normaliseKenyanMobile(number) === null) return 'invalidMpesaNumber';
  return null;
}
