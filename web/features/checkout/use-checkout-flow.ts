import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '#schema/api.ts';
import { scaledRate } from '#schema/money.ts';
import { useApi } from '#web/lib/api.ts';
import { failureText } from '#web/lib/notify.ts';
import { cartQueryKey, cartTotal, clearCart } from '#web/features/cart/index.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { ratesQueryKey, type Money } from '#web/features/currency/index.ts';
import {
  createCardSession,
  fetchOrderStatus,
  initiateMpesa,
  orderItems,
  placeOrder,
  savePaymentDetails,
  type OrderPayload,
} from './api/checkout-calls.ts';
import { awaitSettlement } from './await-settlement.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { maskedForServer } from './masks.ts';
import type { StripeCardHandle } from './StripeCardDetails.tsx';
import { mpesaNumberOf } from './validate-checkout.ts';

export type PaymentStatus = {
  state: 'idle' | 'processing' | 'success' | 'error';
  message: string;
  transactionId?: string;
  /** The order whose receipt the status links to: once paid, or when the provider has not answered in time. */
  orderId?: string;
};

/**
 * The real providers in use (docs/design.md §5): with them the order is paid when the provider says so, and
 * the flow asks the order's status instead of trusting a timer.
 */
export type RealProviders = {
  /** Stripe's card form, when Stripe takes the cards. */
  stripeCard: StripeCardHandle | null;
  /** Daraja takes M-Pesa: its callback, not a timer, pays the order. */
  mobileConfirmsByCallback: boolean;
};

const SIMULATED: RealProviders = { stripeCard: null, mobileConfirmsByCallback: false };

/** docs/product.md §4, §9: success is assumed by timer, 2 s for cards and 3 s for M-Pesa. */
export const CARD_CONFIRM_MS = 2000;
export const MPESA_CONFIRM_MS = 3000;

const IDLE: PaymentStatus = { state: 'idle', message: '' };

/** An order the server accepted, and who is paying for it. */
type PlacedOrder = {
  id: string;
  amount: number;
  currency: OrderPayload['currency'];
  customer: { name: string; email: string; phone: string };
};

/** One checkout attempt's Idempotency-Key and the body it was sent with. */
type OrderAttempt = { key: string; body: string };

/**
 * A retry of the same order (its answer was lost, or it was refused and the shopper tries again unchanged) reuses
 * the attempt's key, so the shop answers the order the first request placed; a changed order is a new attempt.
 */
export function attemptFor(payload: OrderPayload, previous: OrderAttempt | undefined): OrderAttempt {
  const body = JSON.stringify(payload);
  return previous?.body === body ? previous : { key: crypto.randomUUID(), body };
}

/** docs/product.md §4's checkout flow: order, then the chosen payment, then the cart is cleared. */
export function useCheckoutFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = useApi();
  const [status, setStatus] = useState<PaymentStatus>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const polling = useRef<AbortController>(undefined);
  const orderAttempt = useRef<OrderAttempt>(undefined);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    polling.current?.abort();
    setStatus(IDLE);
  }, []);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      polling.current?.abort();
    },
    [],
  );

  const processing = (message: string) => setStatus({ state: 'processing', message });

  const succeed = (message: string, transactionId: string, orderId: string) => {
    setStatus({ state: 'success', message, transactionId, orderId });
    void clearCart(api)
      .catch((error: unknown) => console.warn('could not clear the cart after payment', error))
      .finally(() => queryClient.invalidateQueries({ queryKey: cartQueryKey }));
  };

  const succeedAfter = (delay: number, message: string, transactionId: string, orderId: string) => {
    timer.current = setTimeout(() => succeed(message, transactionId, orderId), delay);
  };

  /** Keeps the processing text until the provider has paid or refused the order; stops when the dialog closes. */
  const succeedWhenPaid = async (orderId: string, success: string, failure: string, transactionId: string) => {
    const controller = new AbortController();
    polling.current = controller;
    const outcome = await awaitSettlement({ fetchStatus: (signal) => fetchOrderStatus(api, orderId, signal), signal: controller.signal });
    if (outcome === 'paid') succeed(success, transactionId, orderId);
    else if (outcome === 'failed') setStatus({ state: 'error', message: failure });
    else if (outcome === 'undecided') setStatus({ state: 'error', message: t('checkout.errors.stillPending'), orderId });
  };

  const pay = async (form: CheckoutForm, lines: readonly CartLine[], money: Money, real: RealProviders = SIMULATED) => {
    processing(t('checkout.status.creatingOrder'));
    const stripeCard = form.paymentMethod === 'visa' ? real.stripeCard : null;
    // Stripe checks its card form before anything is ordered, so a mistyped card holds no stock.
    const cardProblem = stripeCard ? await stripeCard.submit() : null;
    if (cardProblem) {
      setStatus({ state: 'error', message: cardProblem });
      return;
    }
    const usdTotal = cartTotal(lines);
    const customer = { name: form.customerName.trim(), email: form.customerEmail.trim(), phone: form.customerPhone.trim() };
    const payload: OrderPayload = {
      totalAmount: money.convert(usdTotal),
      currency: money.currency,
      originalAmount: usdTotal,
      originalCurrency: 'USD',
      exchangeRate: scaledRate(money.rate),
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      paymentMethod: form.paymentMethod,
      items: orderItems(lines),
    };
    let orderId: string;
    try {
      orderAttempt.current = attemptFor(payload, orderAttempt.current);
      orderId = (await placeOrder(api, payload, orderAttempt.current.key)).id;
      // Placed: the next submit is a new checkout attempt (this order may be paid or cancelled by then).
      orderAttempt.current = undefined;
    } catch (error) {
      setStatus({ state: 'error', message: failureText(error, t('checkout.errors.orderFailed')) });
      // A refusal usually means prices or stock moved: show the shopper the current ones.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: productsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ratesQueryKey });
      return;
    }
    const description = t('checkout.orderDescription', { id: orderId.slice(0, 8) });
    const order = { id: orderId, amount: payload.totalAmount, currency: payload.currency, customer };
    if (form.paymentMethod === 'visa') await payByCard(form, order, description, stripeCard);
    else await payByMpesa(form, order, real.mobileConfirmsByCallback);
  };

  const payByCard = async (form: CheckoutForm, order: PlacedOrder, description: string, stripeCard: StripeCardHandle | null) => {
    processing(t('checkout.status.creatingVisaSession'));
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
        description,
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
      processing(t('checkout.status.processingVisa'));
      if (!stripeCard) {
        succeedAfter(CARD_CONFIRM_MS, t('checkout.status.visaSuccess'), session.paymentIntentId, order.id);
        return;
      }
      const clientSecret = 'clientSecret' in session ? session.clientSecret : undefined;
      if (!clientSecret) throw new Error('the card session has no client secret');
      // Should the card's bank ask for a check on its own page, the shopper comes back to the receipt.
      const declined = await stripeCard.confirm(clientSecret, `${window.location.origin}/orders/${order.id}`);
      if (declined) {
        setStatus({ state: 'error', message: declined });
        return;
      }
      await succeedWhenPaid(order.id, t('checkout.status.visaSuccess'), t('checkout.errors.visaFailed'), session.paymentIntentId);
    } catch (error) {
      setStatus({ state: 'error', message: failureText(error, t('checkout.errors.visaSessionFailed')) });
    }
  };

  const payByMpesa = async (form: CheckoutForm, order: PlacedOrder, confirmsByCallback: boolean) => {
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
    processing(t('checkout.status.initiatingMpesa'));
    try {
      const started = await initiateMpesa(api, { amount: order.amount, phoneNumber, orderId: order.id, description });
      processing(t('checkout.status.mpesaSent'));
      if (confirmsByCallback) {
        await succeedWhenPaid(order.id, t('checkout.status.mpesaSuccess'), t('checkout.errors.mpesaFailed'), started.merchantRequestID);
      } else {
        succeedAfter(MPESA_CONFIRM_MS, t('checkout.status.mpesaSuccess'), started.merchantRequestID, order.id);
      }
    } catch (error) {
      setStatus({ state: 'error', message: failureText(error, t('checkout.errors.mpesaInitiateFailed')) });
    }
  };

  return { status, pay, reset };
}
