/** The shapes the checkout's steps, its hook and its components share (none of them owns the others' types). */

/** What the checkout shows of the payment: docs/product.md §4's status area. */
export type PaymentStatus = {
  state: 'idle' | 'processing' | 'success' | 'error';
  message: string;
  transactionId?: string;
  /** The order whose receipt the status links to: once paid, or when the provider has not answered in time. */
  orderId?: string;
};

/** What the checkout flow asks of Stripe's card form: each answers an error message to show, or null. */
export type StripeCardHandle = {
  submit(): Promise<string | null>;
  confirm(clientSecret: string, returnUrl: string): Promise<string | null>;
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
