import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardSessionBody, detailsOf, insertOrder, mpesaStartBody, orderRow, paymentsOf } from '#worker/test/checkout-fixtures.ts';
import { callWithEnv, DARAJA_ENV, STRIPE_ENV } from '#worker/test/payment-providers.ts';

/**
 * Issue 21, item 1: the simulated provider moves no money, so it runs only when the owner says so (PAYMENTS_MODE=demo)
 * and never beside a real provider; a method with no provider is refused. vitest.config.ts sets demo; each case here
 * names its own mode.
 */
type Order = Awaited<ReturnType<typeof insertOrder>>;

const post = (env: Record<string, string>, path: string, body: unknown, order: Order) =>
  callWithEnv(env, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-id': order.session },
    body: JSON.stringify(body),
  });

const startMpesa = (env: Record<string, string>, order: Order) =>
  post(env, '/api/mpesa/initiate', mpesaStartBody(order.id, order.totalAmount, { phoneNumber: '0712345678' }), order);
const startCard = (env: Record<string, string>, order: Order) =>
  post(env, '/api/visa/create-session', cardSessionBody(order.id, order.totalAmount), order);

const config = async (env: Record<string, string>) => (await callWithEnv(env, '/api/payments/config')).json();

/** The order as the refused start left it: pending, unpaid, no attempt, no details. */
async function expectUntouched(order: Order) {
  expect(await paymentsOf(order.id)).toEqual([]);
  expect(await detailsOf(order.id)).toEqual([]);
  expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paidAt: null });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a method with no real provider is refused, whatever PAYMENTS_MODE says beside a real one', () => {
  it.each([
    { label: 'Stripe set, Daraja not, no PAYMENTS_MODE', env: STRIPE_ENV },
    { label: 'Stripe set, Daraja not, PAYMENTS_MODE=demo', env: { ...STRIPE_ENV, PAYMENTS_MODE: 'demo' } },
  ])('$label: M-Pesa answers 409 payment_method_unavailable and the order is never paid', async ({ env }) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const order = await insertOrder({ paymentMethod: 'mpesa' });

    // Waits for the request's background work too: the simulated provider paid such an order 3 s later.
    const response = await startMpesa(env, order);

    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'This shop takes no payments by this method', code: 'payment_method_unavailable' });
    await expectUntouched(order);
    expect(await config(env)).toEqual({
      card: 'stripe',
      mobile: null,
      demo: false,
      stripePublishableKey: 'pk_test_shop',
      stripePaymentMethodTypes: ['card'],
    });
  });

  it('Daraja set, Stripe not: a card session answers 409 payment_method_unavailable and the checkout offers M-Pesa only', async () => {
    const order = await insertOrder();

    const response = await startCard(DARAJA_ENV, order);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'payment_method_unavailable' });
    await expectUntouched(order);
    expect(await config(DARAJA_ENV)).toMatchObject({ card: null, mobile: 'daraja', demo: false });
  });

  it('demo beside a real secret is a configuration error, logged loudly', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await config({ ...DARAJA_ENV, PAYMENTS_MODE: 'demo' })).toMatchObject({ card: null, mobile: 'daraja', demo: false });

    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ event: 'config.demo_beside_real_provider' }));
  });
});

describe('no provider and no PAYMENTS_MODE: the shop takes no payment', () => {
  const unset = { PAYMENTS_MODE: '' };

  it.each([
    { method: 'visa', start: startCard },
    { method: 'mpesa', start: startMpesa },
  ])('$method answers 409 payment_method_unavailable', async ({ start }) => {
    const order = await insertOrder();

    const response = await start(unset, order);

    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'payment_method_unavailable' });
    await expectUntouched(order);
  });

  it('tells the checkout that neither method is offered and that payments are not simulated', async () => {
    expect(await config(unset)).toEqual({
      card: null,
      mobile: null,
      demo: false,
      stripePublishableKey: null,
      stripePaymentMethodTypes: null,
    });
  });
});

describe('PAYMENTS_MODE=demo with no real provider', () => {
  const demo = { PAYMENTS_MODE: 'demo' };

  it('simulates both methods and says so', async () => {
    expect(await config(demo)).toEqual({
      card: 'simulated',
      mobile: 'simulated',
      demo: true,
      stripePublishableKey: null,
      stripePaymentMethodTypes: null,
    });
  });

  it('puts the translated demo banner on every rendered page, and none without demo', async () => {
    const banner = 'Demo shop: payments are simulated and no money moves.';
    const arabic = 'متجر تجريبي: المدفوعات محاكاة';

    // The banner as rendered: the page's texts (its hydration data) hold its words whether it shows or not.
    const bannerOf = async (env: Record<string, string>, path: string) =>
      /data-testid="demo-payments-banner"[^>]*>([^<]*)</.exec(await (await callWithEnv(env, path)).text())?.[1] ?? null;

    expect(await bannerOf(demo, '/')).toContain(banner);
    expect(await bannerOf(demo, '/gallery?lang=ar')).toContain(arabic);
    expect(await bannerOf(STRIPE_ENV, '/')).toBeNull();
  });
});
