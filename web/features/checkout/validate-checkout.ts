import { EMAIL_PATTERN, KENYAN_MOBILE_PATTERN } from '#schema/api.ts';
import type { CheckoutForm } from './checkout-form.ts';

/** i18n keys of a destructive toast: checkout.errors.<key>.title / .text */
export type CheckoutProblem =
  | 'nameRequired'
  | 'emailRequired'
  | 'invalidEmail'
  | 'phoneRequired'
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

/** SPEC 5's checks in SPEC's order; the first failure is the one reported. */
export function validateCheckout(form: CheckoutForm, cartSize: number, today = new Date()): CheckoutProblem | null {
  if (blank(form.customerName)) return 'nameRequired';
  if (blank(form.customerEmail)) return 'emailRequired';
  if (!EMAIL_PATTERN.test(form.customerEmail.trim())) return 'invalidEmail';
  if (blank(form.customerPhone)) return 'phoneRequired';
  const paymentProblem = form.paymentMethod === 'visa' ? checkCard(form, today) : checkMpesa(form);
  if (paymentProblem) return paymentProblem;
  if (cartSize === 0) return 'emptyCart';
  return null;
}

function checkCard({ card }: CheckoutForm, today: Date): CheckoutProblem | null {
  if (blank(card.cardHolderName)) return 'cardHolderRequired';
  if (!/^\d{13,19}$/.test(card.cardNumber.replace(/\s/g, ''))) return 'invalidCardNumber';
  if (blank(card.expiryMonth) || blank(card.expiryYear)) return 'expiryRequired';
  const month = Number(card.expiryMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'invalidMonth';
  const year = 2000 + Number(card.expiryYear);
  const thisYear = today.getFullYear();
  const thisMonth = today.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'cardExpired';
  if (card.cvv.length < 3) return 'cvvRequired';
  if ([card.billingStreet, card.billingCity, card.billingState, card.billingPostalCode].some(blank)) return 'billingRequired';
  return null;
}

/** The M-Pesa number, else the customer's phone. */
export const mpesaNumberOf = (form: CheckoutForm): string => (form.mpesa.phoneNumber.trim() || form.customerPhone.trim());

function checkMpesa(form: CheckoutForm): CheckoutProblem | null {
  const number = mpesaNumberOf(form);
  if (!number) return 'mpesaPhoneRequired';
  if (!KENYAN_MOBILE_PATTERN.test(number.replace(/[\s-]/g, ''))) return 'invalidMpesaNumber';
  return null;
}
