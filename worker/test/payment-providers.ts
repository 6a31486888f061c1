import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '#worker/index.ts';
import { STRIPE_API_VERSION } from '#worker/services/payments/stripe/stripe-api.ts';
import { hmacHex } from '#worker/services/payments/stripe/stripe-signature.ts';

/** Stripe's test-mode keys, as a deployment would set them: real payments, so no PAYMENTS_MODE=demo (vitest.config.ts sets it). */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_shop',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_shop',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_shop',
  PAYMENTS_MODE: '',
} as const;

export const CALLBACK_TOKEN = 'cb-7f3c9a1e5b2d4f60a8e1c3b5d7f9a2c4';

/** Daraja's sandbox values (the sandbox's public test shortcode and passkey), without PAYMENTS_MODE=demo as STRIPE_ENV. */
export const DARAJA_ENV = {
  PAYMENTS_MODE: '',
  DARAJA_CONSUMER_KEY: 'consumer-key',
  DARAJA_CONSUMER_SECRET: 'consumer-secret',
  DARAJA_SHORTCODE: '174379',
  DARAJA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  DARAJA_CALLBACK_URL: `https://shop.test/api/mpesa/callback/${CALLBACK_TOKEN}`,
  DARAJA_ENV: 'sandbox',
} as const;

/** Sends a request through the whole Worker with these secrets added to its environment; waits for its background work. */
export async function callWithEnv(overrides: Record<string, string>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://shop.test${path}`, init), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export type RecordedCall = { url: string; method: string; headers: Headers; body: string };

/**
 * A fetch that answers from `answer(url, call)` and records every call: the providers' documented
 * answers without the network. A URL `answer` leaves alone gets a 404 (the exchange-rate upstream among them).
 */
export function fakeFetch(answer: (url: string, call: RecordedCall) => Response | undefined) {
  const calls: RecordedCall[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: new TextDecoder().decode(await request.arrayBuffer()),
    };
    calls.push(call);
    return answer(request.url, call) ?? new Response('not found', { status: 404 });
  };
  return { fetcher: fetcher as typeof fetch, calls };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A Stripe-Signature header for `body`, signed at `timestampSeconds` with `secret`. */
export async function stripeSignature(
  body: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
  secret: string = STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
) {
  return `t=${timestampSeconds},v1=${await hmacHex(secret, `${timestampSeconds}.${body}`)}`;
}

/** A payment_intent event as Stripe sends it (https://docs.stripe.com/api/events/object). */
export function stripeEvent(
  type: string,
  intent: { id: string; amount: number; currency: string; orderId?: string },
  eventId = `evt_${crypto.randomUUID().replace(/-/g, '')}`,
) {
  return {
    id: eventId,
    object: 'event',
    // The shop's own version (stripe-api.ts): the webhook endpoint is created with it.
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: type === 'payment_intent.succeeded' ? intent.amount : 0,
        currency: intent.currency,
        // The shop sets the order id when it creates the intent (stripe-api.ts).
        metadata: intent.orderId ? { order_id: intent.orderId } : {},
        payment_method: 'pm_card_visa_test',
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
      },
    },
  };
}

/** Posts a Stripe event to the webhook, signed unless a header is given. */
export async function postStripeEvent(event: unknown, signature?: string) {
  const body = JSON.stringify(event);
  return callWithEnv(STRIPE_ENV, '/api/webhooks/stripe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature ?? (await stripeSignature(body)) },
    body,
  });
}

/** Daraja's STK callback (https://developer.safaricom.co.ke, "M-Pesa Express"): success carries CallbackMetadata. */
export function stkCallback(checkoutRequestId: string, resultCode: number, amount?: number, receipt = 'NLJ7RT61SV') {
  const stkCallback: Record<string, unknown> = {
    // As the test pushes answer it (a Daraja MerchantRequestID is unique to its push).
    MerchantRequestID: `29115-${checkoutRequestId.replace(/^ws_CO_/, '')}`,
    CheckoutRequestID: checkoutRequestId,
    ResultCode: resultCode,
    ResultDesc: resultCode === 0 ? 'The service request is processed successfully.' : 'Request cancelled by user',
  };
  if (resultCode === 0) {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: amount },
        { Name: 'MpesaReceiptNumber', Value: receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: 20191219102115 },
        { Name: 'PhoneNumber', Value: 254708374149 },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/** Posts Daraja's callback to `path` (the push's CallBackURL names the order after the token). */
export function postStkCallback(body: unknown, token = CALLBACK_TOKEN, path = `/api/mpesa/callback/${token}`) {
  return callWithEnv(DARAJA_ENV, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A PaymentIntent as the fake Stripe keeps it: what retrieve answers, and what cancel and refund change. */
export type FakeIntent = { status: string; amount: number; currency: string; refunds?: number };

const stripeError = (status: number, code: string, message: string) =>
  json({ error: { type: 'invalid_request_error', code, message } }, status);

/**
 * Stripe's answers to retrieving, cancelling and refunding the intents in `intents` (https://docs.stripe.com/api/
 * payment_intents/retrieve, /payment_intents/cancel, /refunds/create), which they change as Stripe would: a cancel makes
 * an open intent canceled and is refused for one that succeeded, is processing or was canceled; a refund counts on the
 * intent, and is refused (`refundsFail`) as for an account Stripe will not refund from.
 */
export function stripeIntentAnswers(intents: Map<string, FakeIntent>, { refundsFail = false } = {}) {
  return (url: string, call: RecordedCall): Response | undefined => {
    const intentCall = /^https:\/\/api\.stripe\.com\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url);
    if (intentCall) {
      const id = decodeURIComponent(intentCall[1]!);
      const intent = intents.get(id);
      if (!intent) return stripeError(404, 'resource_missing', `No such payment_intent: '${id}'`);
      if (intentCall[2] && ['succeeded', 'processing', 'canceled'].includes(intent.status)) {
        return stripeError(
          400,
          'payment_intent_unexpected_state',
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        );
      }
      if (intentCall[2]) intent.status = 'canceled';
      return json({
        id,
        object: 'payment_intent',
        amount: intent.amount,
        currency: intent.currency,
        status: intent.status,
        payment_method: intent.status === 'succeeded' ? 'pm_card_visa_test' : null,
        ...(intent.status === 'canceled' ? { cancellation_reason: 'abandoned' } : {}),
      });
    }
    if (url === 'https://api.stripe.com/v1/refunds' && call.method === 'POST') {
      const id = new URLSearchParams(call.body).get('payment_intent') ?? '';
      const intent = intents.get(id);
      if (!intent || refundsFail) return stripeError(400, 'charge_disputed', 'This charge cannot be refunded.');
      intent.refunds = (intent.refunds ?? 0) + 1;
      return json({ id: `re_${id.slice(3)}`, object: 'refund', amount: intent.amount, payment_intent: id, status: 'succeeded' });
    }
    if (url === 'https://api.stripe.com/v1/payment_methods/pm_card_visa_test') {
      return json({ id: 'pm_card_visa_test', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } });
    }
    return undefined;
  };
}
