/**
 * docs/product.md §4's checkout as plain steps: each calls the API and answers where the payment stands, a
 * `StepOutcome`. No React here: the hook (use-checkout-flow.ts) keeps the status and the timers.
 */
import type { TFunction } from 'i18next';
import type { CartLine } from '#schema/cart-api.ts';
import { scaledRate } from '#schema/money.ts';
import type { OrderTerms } from '#schema/orders-api.ts';
import { ApiError, type Api } from '#web/lib/api.ts';
import { failureText } from '#web/lib/notify.ts';
import { cartTotal } from '#web/features/cart/index.ts';
import type { Money } from '#web/features/currency/index.ts';
import { deviceTime, holdDeadline, type HoldDeadline } from '#web/features/hold/index.ts';
import { createCardSession, initiateMpesa, orderItems, placeOrder, savePaymentDetails, type OrderPayload } from './api/checkout-calls.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { maskedForServer } from './masks.ts';
import type { RealProviders, StripeCardHandle } from './payment-types.ts';
import { mpesaNumberOf } from './validate-checkout.ts';

/** docs/product.md §4, §9: success is assumed by timer, 2 s for cards and 3 s for M-Pesa. */
export const CARD_CONFIRM_MS = 2000;
export const MPESA_CONFIRM_MS = 3000;

/** What a step needs from outside: the request's API client, the texts, and where to say what it is doing now. */
export type StepContext = { api: Api; t: TFunction; progress: (message: string) => void };

/** Where the payment stands after a step. */
export type StepOutcome =
  | { state: 'failed'; message: string }
  /** The order was refused (prices or stock moved): the shopper should see the current ones. */
  | { state: 'refused'; message: string }
  /** A simulated provider: paid once `afterMs` have passed. */
  | { state: 'paid-after'; afterMs: number; message: string; transactionId: string; orderId: string }
  /** A real provider, or a payment of this order already under way: paid or failed when the order's status says so. */
  | { state: 'awaiting-provider'; orderId: string; transactionId: string; paid: string; failed: string }
  /** No answer to the payment's start (the network, a 500): it may have started, so the order stays held. */
  | { state: 'unsure'; message: string };

/** One checkout attempt's Idempotency-Key and the body it was sent with. */
export type OrderAttempt = { key: string; body: string };

/**
 * A retry of the same order (its answer was lost, or it was refused and the shopper tries again unchanged) reuses
 * the attempt's key, so the shop answers the order the first request placed; a changed order is a new attempt.
 */
export function attemptFor(payload: OrderPayload, previous: OrderAttempt | undefined): OrderAttempt {
  const body = JSON.stringify(payload);
  return previous?.body === body ? previous : { key: crypto.randomUUID(), body };
}

/**
 * An order the server accepted, who is paying for it, what it locked until its hold ends (issue 23, items 4-5), and
 * that end on the device's clocks (features/hold/hold-deadline.ts).
 */
export type HeldOrder = {
  id: string;
  amount: number;
  currency: OrderPayload['currency'];
  customer: { name: string; email: string; phone: string };
  terms: OrderTerms;
  deadline: HoldDeadline;
};

/** What starting a checkout comes to: the order held, or why not. */
export type HoldOutcome = Extract<StepOutcome, { state: 'failed' | 'refused' }> | { state: 'held'; order: HeldOrder };

export type CheckoutInput = { form: CheckoutForm; lines: readonly CartLine[]; money: Money; providers: RealProviders };

/** The order's body: the cart in the shopper's currency, with the USD total and the rate it was converted at. */
export function orderPayloadOf({ form, lines, money }: CheckoutInput): OrderPayload {
  const usdTotal = cartTotal(lines);
  return {
    totalAmount: money.convert(usdTotal),
    currency: money.currency,
    originalAmount: usdTotal,
    originalCurrency: 'USD',
    exchangeRate: scaledRate(money.rate),
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    customerPhone: form.customerPhone.trim(),
    paymentMethod: form.paymentMethod,
    items: orderItems(lines),
  };
}

/**
 * The checkout's first step: Stripe's own check of its card form (so a mistyped card holds no stock), then the order
 * (sent with `attempt`'s key), which holds the stones and locks the rate until its hold ends.
 */
export async function holdOrder(context: StepContext, input: CheckoutInput, attempt: OrderAttempt): Promise<HoldOutcome> {
  const { t, progress } = context;
  progress(t('checkout.status.creatingOrder'));
  const stripeCard = input.form.paymentMethod === 'visa' ? input.providers.stripeCard : null;
  const cardProblem = stripeCard ? await stripeCard.submit() : null;
  if (cardProblem) return { state: 'failed', message: cardProblem };
  const payload = orderPayloadOf(input);
  try {
    const sentAt = deviceTime();
    const { id, answeredAt, ...terms } = await placeOrder(context.api, payload, attempt.key);
    const { form } = input;
    const customer = { name: form.customerName.trim(), email: form.customerEmail.trim(), phone: form.customerPhone.trim() };
    const deadline = holdDeadline({ heldUntil: terms.heldUntil, answeredAt }, sentAt);
    return { state: 'held', order: { id, amount: payload.totalAmount, currency: payload.currency, customer, terms, deadline } };
  } catch (error) {
    return { state: 'refused', message: failureText(error, t('checkout.errors.orderFailed')) };
  }
}

/** The second step: the chosen payment of the held order. */
export function payHeldOrder(context: StepContext, input: CheckoutInput, order: HeldOrder): Promise<StepOutcome> {
  const { form, providers } = input;
  return form.paymentMethod === 'visa'
    ? payByCard(context, form, order, providers.stripeCard)
    : payByMpesa(context, form, order, providers.mobileConfirmsByCallback);
}

/** The card payment of a placed order: by Stripe's form when it takes the cards, else the simulated card session. */
export async function payByCard(
  { api, t, progress }: StepContext,
  form: CheckoutForm,
  order: HeldOrder,
  stripeCard: StripeCardHandle | null,
): Promise<StepOutcome> {
  progress(t('checkout.status.creatingVisaSession'));
  const [paid, failed] = [t('checkout.status.visaSuccess'), t('checkout.errors.visaFailed')];
  const { card } = form;
  const customerDetails = {
    orderId: order.id,
    paymentMethod: 'visa' as const,
    customerEmail: order.customer.email,
    customerName: order.customer.name,
    customerPhone: order.customer.phone,
  };
  try {
    const session = await createCardSession(api, {
      amount: order.amount,
      currency: order.currency,
      orderId: order.id,
      customerEmail: order.customer.email,
      description: t('checkout.orderDescription', { id: order.id.slice(0, 8) }),
      // With Stripe the card was typed into Stripe's own form: the shop hears of the customer only.
      paymentDetails: stripeCard
        ? customerDetails
        : {
            ...customerDetails,
            cardHolderName: card.cardHolderName.trim(),
            // docs/design.md §4: the full number and the CVV never leave the browser.
            cardNumber: maskedForServer(card.cardNumber),
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            billingStreet: card.billingStreet.trim(),
            billingCity: card.billingCity.trim(),
            billingState: card.billingState.trim(),
            billingPostalCode: card.billingPostalCode.trim(),
            billingCountry: card.billingCountry.trim(),
          },
    });
    progress(t('checkout.status.processingVisa'));
    if (!stripeCard) {
      return { state: 'paid-after', afterMs: CARD_CONFIRM_MS, message: paid, transactionId: session.paymentIntentId, orderId: order.id };
    }
    const clientSecret = 'clientSecret' in session ? session.clientSecret : undefined;
    if (!clientSecret) throw new Error('the card session has no client secret');
    // Should the card's bank ask for a check on its own page, the shopper comes back to the receipt.
    const declined = await stripeCard.confirm(clientSecret, `${window.location.origin}/orders/${order.id}`);
    if (declined) return { state: 'failed', message: declined };
    return {
      state: 'awaiting-provider',
      orderId: order.id,
      transactionId: session.paymentIntentId,
      paid,
      failed,
    };
  } catch (error) {
    return startFailure({ t, progress }, error, order, { notStarted: t('checkout.errors.visaSessionFailed'), paid, failed });
  }
}

/** The M-Pesa payment of a placed order: the details saved (a failure only logged), then the STK push. */
export async function payByMpesa(
  { api, t, progress }: StepContext,
  form: CheckoutForm,
  order: HeldOrder,
  confirmsByCallback: boolean,
): Promise<StepOutcome> {
  progress(t('checkout.status.initiatingMpesa'));
  const [paid, failed] = [t('checkout.status.mpesaSuccess'), t('checkout.errors.mpesaFailed')];
  const phoneNumber = mpesaNumberOf(form);
  const description = form.mpesa.transactionDescription.trim();
  // docs/product.md §7: a failure to save the details is only logged.
  await savePaymentDetails(api, {
    orderId: order.id,
    paymentMethod: 'mpesa',
    customerEmail: order.customer.email,
    customerName: order.customer.name,
    customerPhone: order.customer.phone,
    mpesaPhoneNumber: phoneNumber,
    mpesaAccountReference: form.mpesa.accountReference.trim() || order.id,
    mpesaTransactionDescription: description,
  }).catch((error: unknown) => console.warn('could not save the payment details', error));
  try {
    const started = await initiateMpesa(api, { amount: order.amount, phoneNumber, orderId: order.id, description });
    progress(t('checkout.status.mpesaSent'));
    const transactionId = started.merchantRequestID;
    if (!confirmsByCallback) return { state: 'paid-after', afterMs: MPESA_CONFIRM_MS, message: paid, transactionId, orderId: order.id };
    return { state: 'awaiting-provider', orderId: order.id, transactionId, paid, failed };
  } catch (error) {
    return startFailure({ t, progress }, error, order, { notStarted: t('checkout.errors.mpesaInitiateFailed'), paid, failed });
  }
}

/** The server's answers that a payment of this order has already started, or paid it: a second tap, a retry. */
const ALREADY_PAYING: ReadonlySet<string> = new Set(['payment_in_progress', 'order_paid']);

/**
 * What a payment's start that threw comes to (the server starts one payment per order, services/payments). The
 * order is already being paid: the flow follows that payment instead of giving the order up, which would let the
 * shopper place and pay the cart again. The server refused the start with a reason (its code): nothing started, and
 * the order is given up. No answer (the network, an answer lost, a 500 after the provider started,
 * services/payments/payments.ts): it may have started, so the order stays held and Pay again can only find it.
 */
function startFailure(
  { t, progress }: Pick<StepContext, 't' | 'progress'>,
  error: unknown,
  order: HeldOrder,
  texts: { notStarted: string; paid: string; failed: string },
): StepOutcome {
  if (error instanceof ApiError && error.code && ALREADY_PAYING.has(error.code)) {
    progress(t('checkout.status.alreadyPaying'));
    return { state: 'awaiting-provider', orderId: order.id, transactionId: '', paid: texts.paid, failed: texts.failed };
  }
  if (error instanceof ApiError && error.code && error.code !== 'internal')
    return { state: 'failed', message: failureText(error, texts.notStarted) };
  return { state: 'unsure', message: t('checkout.errors.paymentUnsure') };
}
