import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cartLine } from '#testing/factories.ts';
import type { Money } from '#web/features/currency/index.ts';
import { refusal, stubApi, testApi } from '#web/test/api-stub.ts';
import { nextAskAfter } from './api/order-settlement.ts';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form.ts';
import { holdOrder, MPESA_CONFIRM_MS, payHeldOrder, type CheckoutInput, type StepContext } from './payment-steps.ts';
import type { RealProviders, StripeCardHandle } from './payment-types.ts';

const ORDER_ID = '0f1e2d3c-0000-4000-8000-000000000000';
const LINES = [cartLine({ quantity: 2, product: { id: 7, name: 'Ruby', price: 2450 } })];
const USD: Money = { currency: 'USD', rate: 1, convert: (usd) => usd, format: (usd) => `$${usd / 100}` };
const SIMULATED: RealProviders = { stripeCard: null, mobileConfirmsByCallback: false };
const ATTEMPT = { key: 'key-1', body: '' };

const form = (paymentMethod: CheckoutForm['paymentMethod']): CheckoutForm => ({
  ...emptyCheckoutForm('Gemstones'),
  customerName: 'Amina Otieno',
  customerEmail: 'amina@example.com',
  customerPhone: '0712345678',
  paymentMethod,
});

/** A step context whose progress texts are kept, in order. */
function context(): StepContext & { said: string[] } {
  const said: string[] = [];
  return { api: testApi(), t: i18n.t, progress: (message) => said.push(message), said };
}

const mpesaStarted = { success: true, merchantRequestID: '29115-1', checkoutRequestID: 'ws_CO_1' };

/** What POST /api/orders answers: the order, the terms it locked (issue 23, items 4-5), and the server's time then. */
const TERMS = {
  heldUntil: '2026-11-25T14:32:00.000Z',
  exchangeRate: 10000,
  rateAt: '2026-11-25T14:02:00.000Z',
  kesRate: 1294000,
  kesRateAt: '2026-11-25T14:17:00.000Z',
  kesAmount: 6341,
};
const PLACED = { id: ORDER_ID, answeredAt: '2026-11-25T14:17:30.000Z', ...TERMS };

/** Both steps, as the dialog runs them when the shopper presses Continue, then Pay. */
async function checkout(steps: StepContext, input: CheckoutInput, attempt = ATTEMPT) {
  const held = await holdOrder(steps, input, attempt);
  return held.state === 'held' ? payHeldOrder(steps, input, held.order) : held;
}

describe('the checkout steps, without React', () => {
  it('holds the order and answers what it locked, paying nothing yet', async () => {
    const api = stubApi({ 'POST /api/orders': PLACED });
    const held = await holdOrder(context(), { form: form('mpesa'), lines: LINES, money: USD, providers: SIMULATED }, ATTEMPT);

    expect(held).toEqual({
      state: 'held',
      order: {
        id: ORDER_ID,
        amount: 4900,
        currency: 'USD',
        customer: { name: 'Amina Otieno', email: 'amina@example.com', phone: '0712345678' },
        terms: TERMS,
        // 14:32 less 14:17:30, counted from the device's clocks as the order was sent.
        deadline: { leftMs: 14.5 * 60_000, sentAt: { monotonic: expect.any(Number), wall: expect.any(Number) } },
      },
    });
    expect(api.requests.map((request) => request.path)).toEqual(['/api/orders']);
  });

  it('with simulated M-Pesa: orders with the attempt key, saves the details, pushes, and is paid after the timer', async () => {
    const api = stubApi({
      'POST /api/orders': PLACED,
      'POST /api/payment-details': { success: true },
      'POST /api/mpesa/initiate': mpesaStarted,
    });
    const steps = context();
    const outcome = await checkout(steps, { form: form('mpesa'), lines: LINES, money: USD, providers: SIMULATED });

    expect(outcome).toEqual({
      state: 'paid-after',
      afterMs: MPESA_CONFIRM_MS,
      message: 'M-Pesa payment completed successfully!',
      transactionId: '29115-1',
      orderId: ORDER_ID,
    });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/orders',
      'POST /api/payment-details',
      'POST /api/mpesa/initiate',
    ]);
    expect(api.calls('POST', '/api/orders')[0]?.headers.get('idempotency-key')).toBe('key-1');
    expect(api.calls('POST', '/api/orders')[0]?.body).toMatchObject({ totalAmount: 4900, currency: 'USD', paymentMethod: 'mpesa' });
    expect(steps.said).toEqual(['Creating order...', 'Initiating M-Pesa payment...', expect.stringMatching(/M-Pesa payment request sent/)]);
  });

  it('with Daraja: waits for the provider once the push is out', async () => {
    stubApi({
      'POST /api/orders': PLACED,
      'POST /api/payment-details': { success: true },
      'POST /api/mpesa/initiate': mpesaStarted,
    });
    const outcome = await checkout(context(), {
      form: form('mpesa'),
      lines: LINES,
      money: USD,
      providers: { ...SIMULATED, mobileConfirmsByCallback: true },
    });
    expect(outcome).toMatchObject({ state: 'awaiting-provider', orderId: ORDER_ID, transactionId: '29115-1' });
  });

  it("says the order was refused, with the server's text, and pays nothing", async () => {
    const api = stubApi({ 'POST /api/orders': () => refusal(409, 'insufficient_stock', { name: 'Ruby', available: 1 }) });
    const outcome = await checkout(context(), { form: form('mpesa'), lines: LINES, money: USD, providers: SIMULATED });
    expect(outcome.state).toBe('refused');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/orders']);
  });

  it("orders nothing when Stripe's own check of its card form fails", async () => {
    const api = stubApi();
    const stripeCard: StripeCardHandle = { submit: vi.fn(async () => 'Your card number is incomplete.'), confirm: vi.fn() };
    const outcome = await checkout(context(), { form: form('visa'), lines: LINES, money: USD, providers: { ...SIMULATED, stripeCard } });
    expect(outcome).toEqual({ state: 'failed', message: 'Your card number is incomplete.' });
    expect(api.requests).toEqual([]);
    expect(stripeCard.confirm).not.toHaveBeenCalled();
  });

  it('with Stripe: confirms the card with the session secret, then waits for the webhook', async () => {
    stubApi({
      'POST /api/orders': PLACED,
      'POST /api/visa/create-session': { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret' },
    });
    const stripeCard: StripeCardHandle = { submit: vi.fn(async () => null), confirm: vi.fn(async () => null) };
    const outcome = await checkout(context(), { form: form('visa'), lines: LINES, money: USD, providers: { ...SIMULATED, stripeCard } });
    expect(stripeCard.confirm).toHaveBeenCalledWith('pi_1_secret', `${window.location.origin}/orders/${ORDER_ID}`);
    expect(outcome).toMatchObject({ state: 'awaiting-provider', orderId: ORDER_ID, transactionId: 'pi_1' });
  });
});

describe('a payment start that fails', () => {
  const cardInput = { form: form('visa'), lines: LINES, money: USD, providers: SIMULATED };

  it('follows the payment of the order already under way, or done, instead of giving the order up', async () => {
    stubApi({ 'POST /api/orders': PLACED, 'POST /api/visa/create-session': () => refusal(409, 'order_paid') });
    const steps = context();
    const outcome = await checkout(steps, cardInput);
    expect(outcome).toEqual({
      state: 'awaiting-provider',
      orderId: ORDER_ID,
      transactionId: '',
      paid: 'Visa payment completed successfully!',
      failed: 'Visa payment failed',
    });
    expect(steps.said.at(-1)).toBe('A payment for this order is already under way: waiting for it to finish...');
  });

  it('is unsure, keeping the order, when no answer came or the server failed after the provider may have started', async () => {
    for (const answer of [() => Promise.reject(new TypeError('Failed to fetch')), () => refusal(500, 'internal')]) {
      stubApi({ 'POST /api/orders': PLACED, 'POST /api/visa/create-session': answer });
      expect(await checkout(context(), cardInput)).toMatchObject({ state: 'unsure' });
    }
  });

  it('fails, with the reason the server gave, when it refused to start the payment', async () => {
    stubApi({ 'POST /api/orders': PLACED, 'POST /api/visa/create-session': () => refusal(409, 'hold_expired') });
    expect(await checkout(context(), cardInput)).toEqual({ state: 'failed', message: expect.stringMatching(/hold/i) });
  });
});

describe('asking a real provider', () => {
  it('waits longer after each answer, from 1 s up to 5 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(nextAskAfter)).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
  });
});
