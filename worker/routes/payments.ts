import { Hono } from 'hono';
import { CreateCardSessionSchema, InitiateMpesaSchema, normaliseKenyanMobile, PaymentDetailsSchema } from '#schema/payments-api.ts';
import { refuse } from '#worker/middleware/errors.ts';
import { rateLimitVisitorAndAddress } from '#worker/middleware/rate-limit.ts';
import { refuseCardSecrets } from '#worker/middleware/refuse-card-secrets.ts';
import { sendDueMailNow } from '#worker/middleware/send-due-mail.ts';
import { validate } from '#worker/middleware/validate.ts';
import { visitorSession, type VisitorEnv } from '#worker/middleware/visitor-session.ts';
import { cardProvider, mobileProvider, publicPaymentConfig } from '#worker/services/payments/active-provider.ts';
import { checkPayable, saveOwnPaymentDetails, settleWhenDue, startPayment } from '#worker/services/payments/payments.ts';
import { STRIPE_PROVIDER_NAME } from '#worker/services/payments/stripe/stripe-provider.ts';
import { fail } from '#worker/services/result.ts';

/**
 * The payment calls of docs/product.md §7, all behind the provider interface (docs/design.md §5); none accepts card
 * secrets, and each answers only the visitor session that placed the order (another's is a 404).
 */
// Mounted at /api itself, so each route names its own middleware (a bare .use would catch all of /api).
const limitPaymentStarts = rateLimitVisitorAndAddress({ perVisitor: 'PAYMENT_START_LIMIT', perAddress: 'PAYMENT_START_ADDRESS_LIMIT' });

const METHOD_UNAVAILABLE = fail('payment_method_unavailable', 'This shop takes no payments by this method');

/** A masked card number is kept as its last four digits only. */
function withLast4Only<Details extends { cardNumber: string }>({ cardNumber, ...details }: Details) {
  return { ...details, cardLast4: cardNumber.slice(-4) };
}

export const paymentRoutes = new Hono<VisitorEnv>()
  .get('/payments/config', (c) => c.json(publicPaymentConfig(c.env), 200))
  .post(
    '/visa/create-session',
    limitPaymentStarts,
    visitorSession,
    refuseCardSecrets,
    validate('json', CreateCardSessionSchema),
    async (c) => {
      const { amount, currency, orderId, customerEmail, description, paymentDetails } = c.req.valid('json');
      if (paymentDetails.orderId !== orderId) {
        return refuse(
          c,
          fail('invalid_input', 'paymentDetails.orderId: must be the order being paid', { field: 'paymentDetails.orderId' }),
        );
      }
      const provider = cardProvider(c.env);
      if (!provider) return refuse(c, METHOD_UNAVAILABLE);
      const payable = await checkPayable(c.var.db, { orderId, sessionId: c.var.sessionId }, amount, STRIPE_PROVIDER_NAME);
      if (!payable.ok) return refuse(c, payable);
      if (currency !== payable.value.currency) {
        return refuse(c, fail('invalid_input', `currency: must be the order's currency, ${payable.value.currency}`, { field: 'currency' }));
      }
      const { lockedCharge: _shillings, ...payment } = payable.value;
      const request = { ...payment, description: description ?? '' };
      const details = 'cardNumber' in paymentDetails ? withLast4Only(paymentDetails) : paymentDetails;
      // Stripe's start is idempotent per order: asking again answers the same PaymentIntent.
      const started = await startPayment(
        c.var.db,
        provider,
        'visa',
        request,
        () => provider.startCardPayment({ ...request, customerEmail }),
        {
          resumableBy: STRIPE_PROVIDER_NAME,
          details,
        },
      );
      if (!started.ok) return refuse(c, started);
      settleWhenDue(c.var.db, started.value, (work) => c.executionCtx.waitUntil(work.then(() => sendDueMailNow(c.env, c.var.db))));
      const { providerRef, clientSecret } = started.value;
      // Only a provider whose own form finishes the payment (Stripe) has a client secret; the simulated answer stays SPEC's.
      return c.json({ success: true, paymentIntentId: providerRef, ...(clientSecret ? { clientSecret } : {}) }, 200);
    },
  )
  .post('/mpesa/initiate', limitPaymentStarts, visitorSession, refuseCardSecrets, validate('json', InitiateMpesaSchema), async (c) => {
    const { amount, orderId, description, phoneNumber } = c.req.valid('json');
    const provider = mobileProvider(c.env);
    if (!provider) return refuse(c, METHOD_UNAVAILABLE);
    const payable = await checkPayable(c.var.db, { orderId, sessionId: c.var.sessionId }, amount);
    if (!payable.ok) return refuse(c, payable);
    // The provider's own charge (M-Pesa: whole shillings) is the one the order locked, else fixed before the claim records it.
    const { lockedCharge, ...payment } = payable.value;
    const charge = lockedCharge ?? (await provider.chargeFor?.(payment));
    const request = { ...payment, description: description ?? '', ...(charge ? { charge } : {}) };
    const mobile = normaliseKenyanMobile(phoneNumber) ?? '';
    const started = await startPayment(c.var.db, provider, 'mpesa', request, () =>
      provider.startMobilePayment({ ...request, phoneNumber: mobile }),
    );
    if (!started.ok) return refuse(c, started);
    settleWhenDue(c.var.db, started.value, (work) => c.executionCtx.waitUntil(work.then(() => sendDueMailNow(c.env, c.var.db))));
    const { providerRef, secondaryRef } = started.value;
    return c.json({ success: true, merchantRequestID: providerRef, checkoutRequestID: secondaryRef ?? null }, 200);
  })
  .post('/payment-details', visitorSession, refuseCardSecrets, validate('json', PaymentDetailsSchema), async (c) => {
    const details = c.req.valid('json');
    const saved = await saveOwnPaymentDetails(c.var.db, c.var.sessionId, {
      ...details,
      mpesaPhoneNumber: details.mpesaPhoneNumber ? (normaliseKenyanMobile(details.mpesaPhoneNumber) ?? details.mpesaPhoneNumber) : null,
      mpesaAccountReference: details.mpesaAccountReference ?? details.orderId,
    });
    if (!saved.ok) return refuse(c, saved);
    return c.json({ success: true }, 201);
  });
