import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartLine } from '#schema/api.ts';
import { scaledRate } from '#schema/money.ts';
import { failureText } from '#web/lib/notify.ts';
import { cartQueryKey, cartTotal, clearCart } from '#web/features/cart/index.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { ratesQueryKey, type Money } from '#web/features/currency/index.ts';
import { createCardSession, initiateMpesa, orderItems, placeOrder, savePaymentDetails, type OrderPayload } from './api/checkout-calls.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { maskedForServer } from './masks.ts';
import { mpesaNumberOf } from './validate-checkout.ts';

export type PaymentStatus = {
  state: 'idle' | 'processing' | 'success' | 'error';
  message: string;
  transactionId?: string;
  /** The paid order, whose receipt the success screen links to. */
  orderId?: string;
};

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

/** docs/product.md §4's checkout flow: order, then the chosen payment, then the cart is cleared. */
export function useCheckoutFlow() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PaymentStatus>(IDLE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setStatus(IDLE);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const processing = (message: string) => setStatus({ state: 'processing', message });

  const succeedAfter = (delay: number, message: string, transactionId: string, orderId: string) => {
    timer.current = setTimeout(() => {
      setStatus({ state: 'success', message, transactionId, orderId });
      void clearCart()
        .catch((error: unknown) => console.warn('could not clear the cart after payment', error))
        .finally(() => queryClient.invalidateQueries({ queryKey: cartQueryKey }));
    }, delay);
  };

  const pay = async (form: CheckoutForm, lines: readonly CartLine[], money: Money) => {
    processing(t('checkout.status.creatingOrder'));
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
      orderId = (await placeOrder(payload)).id;
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
    if (form.paymentMethod === 'visa') await payByCard(form, order, description);
    else await payByMpesa(form, order);
  };

  const payByCard = async (form: CheckoutForm, order: PlacedOrder, description: string) => {
    processing(t('checkout.status.creatingVisaSession'));
    const { card } = form;
    try {
      const session = await createCardSession({
        amount: order.amount,
        currency: order.currency,
        orderId: order.id,
        customerEmail: order.customer.email,
        description,
        paymentDetails: {
          orderId: order.id,
          paymentMethod: 'visa',
          customerEmail: order.customer.email,
          customerName: order.customer.name,
          customerPhone: order.customer.phone,
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
      succeedAfter(CARD_CONFIRM_MS, t('checkout.status.visaSuccess'), session.paymentIntentId, order.id);
    } catch (error) {
      setStatus({ state: 'error', message: failureText(error, t('checkout.errors.visaSessionFailed')) });
    }
  };

  const payByMpesa = async (form: CheckoutForm, order: PlacedOrder) => {
    const phoneNumber = mpesaNumberOf(form);
    const description = form.mpesa.transactionDescription.trim();
    // docs/product.md §7: a failure to save the details is only logged.
    await savePaymentDetails({
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
      const started = await initiateMpesa({ amount: order.amount, phoneNumber, orderId: order.id, description });
      processing(t('checkout.status.mpesaSent'));
      succeedAfter(MPESA_CONFIRM_MS, t('checkout.status.mpesaSuccess'), started.merchantRequestID, order.id);
    } catch (error) {
      setStatus({ state: 'error', message: failureText(error, t('checkout.errors.mpesaInitiateFailed')) });
    }
  };

  return { status, pay, reset };
}
