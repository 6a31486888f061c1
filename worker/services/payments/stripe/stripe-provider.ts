import type { CardPaymentProvider } from '#worker/services/payments/provider.ts';
import type { StripeApi } from './stripe-api.ts';

export const STRIPE_PROVIDER_NAME = 'stripe';

/** Cards through a Stripe PaymentIntent: the browser confirms it with Stripe's Payment Element, and the signed webhook settles it. */
export function stripeProvider(api: StripeApi, paymentMethodTypes: readonly string[]): CardPaymentProvider {
  return {
    name: STRIPE_PROVIDER_NAME,
    async startCardPayment(request) {
      // Our minor units are Stripe's: cents, and whole yen for JPY (a zero-decimal currency for both).
      const intent = await api.createPaymentIntent({
        orderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        receiptEmail: request.customerEmail,
        paymentMethodTypes,
      });
      return { providerRef: intent.id, clientSecret: intent.clientSecret, confirmAfterMs: null };
    },
  };
}
