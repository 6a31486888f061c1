/**
 * The Stripe REST calls the shop makes, with fetch and form encoding (no SDK, docs/design.md §5), all through `send`.
 * `fetcher` is injected so tests answer with Stripe's documented shapes and never touch the network.
 */
const STRIPE_API = 'https://api.stripe.com/v1';

/**
 * The API version every call is made with (the `Stripe-Version` header) and every webhook event must carry: the
 * shapes the shop reads, whatever the account's default is. Stripe.js's release train (@stripe/stripe-js) is the same.
 * Moving it is a deliberate upgrade (README, "Payments"): the webhook endpoint's version moves with it.
 */
export const STRIPE_API_VERSION = '2026-09-30.endive';

export type StripeIntent = { id: string; clientSecret: string };

export type CreateIntentRequest = {
  orderId: string;
  /** Minor units, as Stripe counts them: cents, or whole yen for a zero-decimal currency such as JPY. */
  amount: number;
  currency: string;
  description: string;
  receiptEmail: string;
  /** Stripe's payment method types the intent accepts: `card` unless configured (active-provider.ts). */
  paymentMethodTypes: readonly string[];
};

export function stripeApi(secretKey: string, fetcher: typeof fetch) {
  async function send<T>(path: string, init: RequestInit): Promise<T> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${secretKey}`);
    headers.set('stripe-version', STRIPE_API_VERSION);
    const response = await fetcher(`${STRIPE_API}${path}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`Stripe answered ${response.status}: ${stripeErrorMessage(body)}`);
    return body as T;
  }

  return {
    /** One intent per order: the Idempotency-Key makes a retried call answer the intent the first one made. */
    async createPaymentIntent(request: CreateIntentRequest): Promise<StripeIntent> {
      const form = new URLSearchParams({
        amount: String(request.amount),
        currency: request.currency.toLowerCase(),
        'metadata[order_id]': request.orderId,
        receipt_email: request.receiptEmail,
      });
      // Named types, not every method the Dashboard enables: a delayed one (SEPA debit) would settle days after the
      // hold. At this API version `allowed_payment_method_types` names them (`payment_method_types` is no longer writable).
      for (const type of request.paymentMethodTypes) form.append('allowed_payment_method_types[]', type);
      if (request.description) form.set('description', request.description);
      const intent = await send<{ id?: unknown; client_secret?: unknown }>('/payment_intents', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `order-${request.orderId}-card` },
        body: form.toString(),
      });
      if (typeof intent.id !== 'string' || typeof intent.client_secret !== 'string') throw new Error('Stripe answered no intent');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    /** The card's last four digits, for the receipt; null when the payment method is not a card. */
    async cardLast4(paymentMethodId: string): Promise<string | null> {
      const method = await send<{ card?: { last4?: unknown } }>(`/payment_methods/${encodeURIComponent(paymentMethodId)}`, {
        method: 'GET',
      });
      return typeof method.card?.last4 === 'string' ? method.card.last4 : null;
    },
  };
}

export type StripeApi = ReturnType<typeof stripeApi>;

function stripeErrorMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : 'no error message';
}
