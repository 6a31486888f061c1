import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '#schema/cart-api.ts';
import { useApi } from '#web/lib/api.ts';
import { cartQueryKey, clearCart } from '#web/features/cart/index.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { ratesQueryKey, type Money } from '#web/features/currency/index.ts';
import { isDecided, orderSettlementQueryOptions, SETTLEMENT_LIMIT_MS } from './api/order-settlement.ts';
import type { CheckoutForm } from './checkout-form.ts';
import {
  attemptFor,
  holdOrder,
  orderPayloadOf,
  payHeldOrder,
  type HeldOrder,
  type OrderAttempt,
  type StepOutcome,
} from './payment-steps.ts';
import type { PaymentStatus, RealProviders } from './payment-types.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

const SIMULATED: RealProviders = { stripeCard: null, mobileConfirmsByCallback: false };

const IDLE: PaymentStatus = { state: 'idle', message: '' };

type AwaitingProvider = Extract<StepOutcome, { state: 'awaiting-provider' }>;

/**
 * docs/product.md §4's checkout flow for the dialog: runs the steps (payment-steps.ts) and keeps what they
 * leave to time: the order held (placed, not yet paid), the status shown, the simulated providers' confirmation
 * timer, the real providers' status query (asked at growing intervals until decided, for SETTLEMENT_LIMIT_MS at
 * most), the order attempt's key.
 */
export function useCheckoutFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = useApi();
  const [ownStatus, setStatus] = useState<PaymentStatus>(IDLE);
  const [awaiting, setAwaiting] = useState<AwaitingProvider | null>(null);
  const [held, setHeld] = useState<HeldOrder | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const orderAttempt = useRef<OrderAttempt>(undefined);
  // Set at once, before any render: a double tap must not start a second step while the first one awaits.
  const stepUnderWay = useRef(false);
  const settlement = useQuery({ ...orderSettlementQueryOptions(awaiting?.orderId ?? ''), enabled: awaiting !== null });

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setAwaiting(null);
    setHeld(null);
    setStatus(IDLE);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const clearPaidCart = useCallback(() => {
    void clearCart(api)
      .catch((error: unknown) => console.warn('could not clear the cart after payment', error))
      .finally(() => refreshAfterWrite(queryClient, cartQueryKey));
  }, [api, queryClient]);

  const succeed = (message: string, transactionId: string, orderId: string) => {
    setStatus({ state: 'success', message, transactionId, orderId });
    clearPaidCart();
  };

  // A real provider's answer ends the wait (the query stops asking by itself once it has one).
  const decided = awaiting && isDecided(settlement.data?.status) ? settlement.data.status : null;
  useEffect(() => {
    if (!decided) return;
    clearTimeout(timer.current);
    if (decided === 'paid') clearPaidCart();
  }, [decided, clearPaidCart]);
  const status: PaymentStatus =
    !awaiting || !decided
      ? ownStatus
      : decided === 'paid'
        ? { state: 'success', message: awaiting.paid, transactionId: awaiting.transactionId, orderId: awaiting.orderId }
        : { state: 'error', message: awaiting.failed };

  const follow = (outcome: StepOutcome) => {
    if (outcome.state === 'failed' || outcome.state === 'refused' || outcome.state === 'unsure') {
      setStatus({ state: 'error', message: outcome.message });
    }
    // The order is given up (a payment that could not start cancels it): the next press checks out again. Unsure, it
    // stays held: paying it again finds the payment that may have started rather than a second one.
    if (outcome.state === 'failed' || outcome.state === 'refused') setHeld(null);
    if (outcome.state === 'refused') {
      // A refusal usually means prices or stock moved: show the shopper the current ones.
      void refreshAfterWrite(queryClient, cartQueryKey, productsQueryKey, ratesQueryKey);
    }
    if (outcome.state === 'paid-after') {
      timer.current = setTimeout(() => succeed(outcome.message, outcome.transactionId, outcome.orderId), outcome.afterMs);
    }
    if (outcome.state === 'awaiting-provider') {
      setAwaiting(outcome);
      timer.current = setTimeout(() => {
        setAwaiting(null);
        setStatus({ state: 'error', message: t('checkout.errors.stillPending'), orderId: outcome.orderId });
      }, SETTLEMENT_LIMIT_MS);
    }
  };

  const context = { api, t, progress: (message: string) => setStatus({ state: 'processing', message }) };

  const oneAtATime = async (step: () => Promise<void>) => {
    if (stepUnderWay.current) return;
    stepUnderWay.current = true;
    try {
      await step();
    } finally {
      stepUnderWay.current = false;
    }
  };

  /** The first step: the order placed, holding the stones and the rate until its hold ends. */
  const hold = (form: CheckoutForm, lines: readonly CartLine[], money: Money, providers: RealProviders = SIMULATED) =>
    oneAtATime(async () => {
      setAwaiting(null);
      const input = { form, lines, money, providers };
      const attempt = attemptFor(orderPayloadOf(input), orderAttempt.current);
      orderAttempt.current = attempt;
      const outcome = await holdOrder(context, input, attempt);
      // Placed (or never sent): the next submit is a new checkout attempt. Refused: a retry unchanged reuses the key.
      orderAttempt.current = outcome.state === 'refused' ? attempt : undefined;
      if (outcome.state !== 'held') return follow(outcome);
      setHeld(outcome.order);
      setStatus(IDLE);
    });

  /** The second step: the held order paid by the chosen method. */
  const pay = (form: CheckoutForm, lines: readonly CartLine[], money: Money, providers: RealProviders = SIMULATED) =>
    oneAtATime(async () => {
      if (!held) return;
      setAwaiting(null);
      follow(await payHeldOrder(context, { form, lines, money, providers }, held));
    });

  return { status, held, hold, pay, reset };
}
