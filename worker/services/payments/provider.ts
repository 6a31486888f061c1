import type { CurrencyCode } from '#schema/catalog.ts';

export type PaymentRequest = {
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  description: string;
};

export type StartedPayment = {
  /** paymentIntentId for cards, MerchantRequestID for M-Pesa. */
  providerRef: string;
  /** CheckoutRequestID for M-Pesa. */
  secondaryRef?: string;
  /** When the provider confirms by itself after this many ms (the simulated provider); null when a webhook will. */
  confirmAfterMs: number | null;
};

/**
 * docs/design.md §5: every payment goes through this. The simulated provider is the default; a Stripe
 * PaymentIntents or Safaricom Daraja STK-push provider implements the same two calls and confirms
 * through its own signed callback instead of a timer.
 */
export interface PaymentProvider {
  readonly name: string;
  startCardPayment(request: PaymentRequest & { customerEmail: string }): Promise<StartedPayment>;
  startMobilePayment(request: PaymentRequest & { phoneNumber: string }): Promise<StartedPayment>;
}
