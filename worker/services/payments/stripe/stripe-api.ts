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

/** https://docs.stripe.com/api/payment_intents/object#payment_intent_object-status */
export type StripeIntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

/** What the sweep reads of an intent: its state, amount and the card it was paid with. */
export type StripeIntentState = { id: string; status: StripeIntentStatus; amount: number; currency: string; paymentMethod: string | null };

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

    /** https://docs.stripe.com/api/payment_intents/retrieve */
    async retrievePaymentIntent(intentId: string): Promise<StripeIntentState> {
      return intentState(await send(`/payment_intents/${encodeURIComponent(intentId)}`, { method: 'GET' }));
    },

    /**
     * https://docs.stripe.com/api/payment_intents/cancel: after this the shopper can no longer pay the intent. Stripe refuses
     * (400) an intent that succeeded or is processing meanwhile; the caller then retrieves it again.
     */
    async cancelPaymentIntent(intentId: string): Promise<StripeIntentState> {
      return intentState(
        await send(`/payment_intents/${encodeURIComponent(intentId)}/cancel`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ cancellation_reason: 'abandoned' }).toString(),
        }),
      );
    },

    /** https://docs.stripe.com/api/refunds/create: the whole amount back; the Idempotency-Key makes a retry refund once. */
    async refundPaymentIntent(intentId: string): Promise<{ id: string; status: string }> {
      const refund = await send<{ id?: unknown; status?: unknown }>('/refunds', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `refund-${intentId}` },
        body: new URLSearchParams({ payment_intent: intentId, reason: 'requested_by_customer' }).toString(),
      });
      if (typeof refund.id !== 'string' || refund.status === 'failed' || refund.status === 'canceled') {
        throw new Error(`Stripe refund answered ${String(refund.status)}`);
      }
      return { id: refund.id, status: String(refund.status) };
    },
  };
}

const INTENT_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] satisfies StripeIntentStatus[];

function intentState(body: unknown): StripeIntentState {
  const intent = body as { id?: unknown; status?: unknown; amount?: unknown; currency?: unknown; payment_method?: unknown } | null;
  if (typeof intent?.id !== 'string' || typeof intent.status !== 'string' || !INTENT_STATUSES.includes(intent.status)) {
    throw new Error('Stripe answered no payment intent');
  }
  const method = intent.payment_method;
  return {
    id: intent.id,
    status: intent.status as StripeIntentStatus,
    amount: Number(intent.amount),
    currency: String(intent.currency),
    paymentMethod: typeof method === 'string' ? method : ((method as { id?: string } | null)?.id ?? null),
  };
}

export type StripeApi = ReturnType<typeof stripeApi>;

function stripeErrorMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : 'no error message';
}
