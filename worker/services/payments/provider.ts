import type { CurrencyCode } from '#schema/catalog.ts';

export type PaymentRequest = {
  orderId: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: CurrencyCode;
  /** The order's total in US cents: what a provider charging in another currency (M-Pesa, shillings) converts. */
  usdAmount: number;
  description: string;
  /**
   * What the provider charges when it is not `amount` in `currency` (M-Pesa: whole shillings at today's rate). Known
   * before the attempt is claimed, so the claim records it and every confirmation is checked against it.
   */
  charge?: Charge;
};

export type Charge = { amount: number; currency: string };

export type StartedPayment = {
  /** paymentIntentId for cards, MerchantRequestID for M-Pesa. */
  providerRef: string;
  /** CheckoutRequestID for M-Pesa. */
  secondaryRef?: string;
  /** When the provider confirms by itself after this many ms (the simulated provider); null when a webhook will. */
  confirmAfterMs: number | null;
  /** What the browser needs to finish a card payment with the provider's own form (Stripe's client secret). */
  clientSecret?: string;
  /** The M-Pesa receipt number, when the provider knows it at the start (the simulated one makes one up). */
  receiptNumber?: string;
};

/**
 * docs/design.md §5: every payment goes through this. The simulated provider is the default; Stripe
 * PaymentIntents (cards) and Safaricom Daraja STK push (M-Pesa) implement one call each and confirm through
 * their own callback instead of a timer.
 */
export interface CardPaymentProvider {
  readonly name: string;
  startCardPayment(request: PaymentRequest & { customerEmail: string }): Promise<StartedPayment>;
}

export interface MobilePaymentProvider {
  readonly name: string;
  /** The provider's own charge for the order, when it charges another currency (PaymentRequest.charge). */
  chargeFor?(request: PaymentRequest): Promise<Charge>;
  startMobilePayment(request: PaymentRequest & { phoneNumber: string }): Promise<StartedPayment>;
}

export type PaymentProvider = CardPaymentProvider & MobilePaymentProvider;
