import { Hono, type Context } from 'hono';
import { CreateCardSessionSchema, InitiateMpesaSchema, normaliseKenyanMobile, PaymentDetailsSchema } from '#schema/api.ts';
import type { AppEnv } from '#worker/env.ts';
import { refuseCardSecrets } from '#worker/middleware/refuse-card-secrets.ts';
import { validate } from '#worker/middleware/validate.ts';
import { failOrder } from '#worker/services/order-expiry.ts';
import { checkPayable, recordPayment, savePaymentDetails, settleDuePayments } from '#worker/services/payments/payments.ts';
import type { StartedPayment } from '#worker/services/payments/provider.ts';
import { simulatedProvider } from '#worker/services/payments/simulated-provider.ts';

const provider = simulatedProvider;

/** A provider that confirms by time gets its order marked paid when that time comes. */
function settleWhenDue(c: Context<AppEnv>, started: StartedPayment): void {
  if (started.confirmAfterMs === null) return;
  const delay = started.confirmAfterMs;
  c.executionCtx.waitUntil(
    new Promise((resolve) => setTimeout(resolve, delay + 50)).then(() => settleDuePayments(c.var.db)),
  );
}

/**
 * Starts a payment with the provider. When that call itself fails the order will never be paid: it is
 * marked failed and its stock returned (the shopper places it again), and the caller answers 502.
 */
async function startOrFail(c: Context<AppEnv>, orderId: string, start: () => Promise<StartedPayment>): Promise<StartedPayment | null> {
  try {
    return await start();
  } catch (error) {
    console.error('payment provider failed; releasing the order', orderId, error);
    await failOrder(c.var.db, orderId);
    return null;
  }
}

const PROVIDER_FAILED = { success: false, error: 'The payment could not be started. Your order was cancelled; please place it again.' } as const;

/** SPEC 7's payment calls, all behind DESIGN 5's provider interface; none accepts card secrets. */
// Mounted at /api itself, so each route names its own middleware (a bare .use would catch all of /api).
export const paymentRoutes = new Hono<AppEnv>()
  .post('/visa/create-session', refuseCardSecrets, validate('json', CreateCardSessionSchema), async (c) => {
    const { amount, orderId, customerEmail, description, paymentDetails } = c.req.valid('json');
    if (paymentDetails.orderId !== orderId) return c.json({ success: false, error: 'paymentDetails.orderId: must be the order being paid' }, 400);
    const payable = await checkPayable(c.var.db, orderId, amount);
    if (!payable.ok) return c.json({ success: false, error: payable.error }, payable.status);
    const request = { ...payable.request, description: description ?? '' };
    const started = await startOrFail(c, orderId, () => provider.startCardPayment({ ...request, customerEmail }));
    if (!started) return c.json(PROVIDER_FAILED, 502);
    const { cardNumber, ...details } = paymentDetails;
    await savePaymentDetails(c.var.db, { ...details, cardLast4: cardNumber.slice(-4) });
    await recordPayment(c.var.db, provider, 'visa', request, started);
    settleWhenDue(c, started);
    return c.json({ success: true, paymentIntentId: started.providerRef }, 200);
  })
  .post('/mpesa/initiate', refuseCardSecrets, validate('json', InitiateMpesaSchema), async (c) => {
    const { amount, orderId, description, phoneNumber } = c.req.valid('json');
    const payable = await checkPayable(c.var.db, orderId, amount);
    if (!payable.ok) return c.json({ success: false, error: payable.error }, payable.status);
    const request = { ...payable.request, description: description ?? '' };
    const started = await startOrFail(c, orderId, () =>
      provider.startMobilePayment({ ...request, phoneNumber: normaliseKenyanMobile(phoneNumber) ?? '' }),
    );
    if (!started) return c.json(PROVIDER_FAILED, 502);
    await recordPayment(c.var.db, provider, 'mpesa', request, started);
    settleWhenDue(c, started);
    return c.json(
      { success: true, merchantRequestID: started.providerRef, checkoutRequestID: started.secondaryRef ?? null },
      200,
    );
  })
  .post('/payment-details', refuseCardSecrets, validate('json', PaymentDetailsSchema), async (c) => {
    const details = c.req.valid('json');
    const saved = await savePaymentDetails(c.var.db, {
      ...details,
      mpesaPhoneNumber: details.mpesaPhoneNumber ? (normaliseKenyanMobile(details.mpesaPhoneNumber) ?? details.mpesaPhoneNumber) : null,
      mpesaAccountReference: details.mpesaAccountReference ?? details.orderId,
    });
    if (!saved.ok) return c.json({ error: saved.error }, saved.status);
    return c.json({ success: true }, 201);
  });
