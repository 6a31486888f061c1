import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '#worker/env.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { sendDueMailAfter } from '#worker/middleware/send-due-mail.ts';
import { textsEqual } from '#worker/services/auth/password.ts';
import { darajaSettings, stripeSettings } from '#worker/services/payments/active-provider.ts';
import { applyStkCallback, StkCallbackSchema } from '#worker/services/payments/daraja/stk-callback.ts';
import { stripeApi } from '#worker/services/payments/stripe/stripe-api.ts';
import { checkStripeSignature } from '#worker/services/payments/stripe/stripe-signature.ts';
import { applyStripeEvent, checkEventVersion, StripeEventSchema } from '#worker/services/payments/stripe/stripe-webhook.ts';
import { fail } from '#worker/services/result.ts';
import { log } from '#worker/lib/log.ts';

const NOT_FOUND = fail('not_found', 'Not found');

/** The last segment of DARAJA_CALLBACK_URL: the secret that stands for a signature Daraja does not send. */
const callbackToken = (callbackUrl: string) => new URL(callbackUrl).pathname.split('/').filter(Boolean).at(-1) ?? '';

/** Daraja is told its callback was received, whatever became of it: it has nothing else to do with the answer. */
const DARAJA_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/** What the payment providers call to confirm a payment (docs/design.md §5). Mounted at /api itself. */
export const paymentCallbackRoutes = new Hono<AppEnv>()
  .post('/webhooks/stripe', sendDueMailAfter, async (c) => {
    const stripe = stripeSettings(c.env);
    if (!stripe) return refuse(c, NOT_FOUND);
    // The signature covers the exact bytes Stripe sent, so the body is read as text before anything parses it.
    const rawBody = await c.req.text();
    const signature = await checkStripeSignature(c.req.header('stripe-signature'), rawBody, stripe.webhookSecret, Date.now());
    if (signature !== 'valid') {
      const message = signature === 'stale' ? 'is too old' : 'does not match';
      return refuse(c, fail('invalid_input', `Stripe-Signature: ${message}`, { field: 'stripe-signature' }));
    }
    const body: unknown = JSON.parse(rawBody);
    const version = checkEventVersion(body);
    if (!version.ok) return refuse(c, version);
    const event = v.safeParse(StripeEventSchema, body);
    // A verified event of a shape the shop does not read is none of its business.
    if (!event.success) return c.json({ received: true, outcome: 'ignored' as const }, 200);
    const applied = await applyStripeEvent(c.var.db, stripeApi(stripe.secretKey, fetch), event.output);
    if (!applied.ok) return refuse(c, applied);
    return c.json({ received: true, outcome: applied.value }, 200);
  })
  // `:order`: the order the push's callback address names (daraja-api.ts callbackUrlFor); older pushes have none.
  .post('/mpesa/callback/:token/:order?', sendDueMailAfter, async (c) => {
    const daraja = darajaSettings(c.env);
    if (!daraja || !(await textsEqual(c.req.param('token'), callbackToken(daraja.callbackUrl)))) return refuse(c, NOT_FOUND);
    const body: unknown = await c.req.json().catch(() => null);
    const callback = v.safeParse(StkCallbackSchema, body);
    if (!callback.success) {
      log.error('mpesa.callback_unknown_shape', { body });
      return c.json(DARAJA_ACCEPTED, 200);
    }
    const outcome = await applyStkCallback(c.var.db, callback.output.Body.stkCallback, c.req.param('order')).catch((error: unknown) => {
      log.error('mpesa.callback_failed', { error });
      return 'error' as const;
    });
    if (outcome !== 'paid' && outcome !== 'failed') log.warn('mpesa.callback_no_change', { outcome });
    return c.json(DARAJA_ACCEPTED, 200);
  });
