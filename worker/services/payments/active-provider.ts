import type { PaymentConfig } from '#schema/payments-api.ts';
import type { Bindings } from '#worker/env.ts';
import { kesPerUsd } from '#worker/services/pricing/kes-rate.ts';
import { DARAJA_BASE_URLS, darajaApi, type DarajaConfig } from './daraja/daraja-api.ts';
import { darajaProvider } from './daraja/daraja-provider.ts';
import { DARAJA_TRANSACTION_TYPES, type DarajaTransactionType } from './daraja/stk-request.ts';
import type { CardPaymentProvider, MobilePaymentProvider } from './provider.ts';
import { simulatedProvider } from './simulated-provider.ts';
import { stripeApi } from './stripe/stripe-api.ts';
import { stripeProvider } from './stripe/stripe-provider.ts';
import { log } from '#worker/lib/log.ts';

/**
 * The one place this deployment's providers are chosen from its environment (README, "Payments"). Each method
 * has its own real provider: Stripe takes the cards when its keys are set, Daraja takes M-Pesa when its values
 * are set. A method without one is refused (`payment_method_unavailable`) and hidden in the checkout. The
 * simulated provider (success by timer, docs/product.md §4) runs only when the owner says so, PAYMENTS_MODE=demo,
 * and then only with no real provider at all: beside a real one it would let a shopper pick the method that
 * moves no money and be sold the stones for nothing (issue 21, item 1).
 */
type PaymentEnv = Partial<Bindings>;

/** Calls the global fetch when asked, not when made, so tests that stub it are heard. */
const globalFetch: typeof fetch = (input, init) => fetch(input, init);

export type StripeSettings = { secretKey: string; webhookSecret: string; publishableKey: string; paymentMethodTypes: string[] };

/** Cards only unless STRIPE_PAYMENT_METHOD_TYPES names more: a delayed method (SEPA debit) settles days after the hold ends. */
const DEFAULT_STRIPE_METHOD_TYPES = ['card'];

export function stripeSettings(env: PaymentEnv): StripeSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PUBLISHABLE_KEY: publishableKey } = env;
  if (!secretKey || !webhookSecret || !publishableKey) return null;
  const named = (env.STRIPE_PAYMENT_METHOD_TYPES ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean);
  return { secretKey, webhookSecret, publishableKey, paymentMethodTypes: named.length > 0 ? named : DEFAULT_STRIPE_METHOD_TYPES };
}

/** Paybill unless configured otherwise: DARAJA_TRANSACTION_TYPE, or a till number (which only Buy Goods pays). */
function darajaTransaction(env: PaymentEnv): { transactionType: DarajaTransactionType; partyB: string } | null {
  const till = env.DARAJA_TILL_NUMBER?.trim() || null;
  const named = env.DARAJA_TRANSACTION_TYPE?.trim() || (till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline');
  const transactionType = DARAJA_TRANSACTION_TYPES.find((type) => type === named);
  if (!transactionType) {
    log.error('config.daraja_transaction_type_invalid', { value: named, allowed: DARAJA_TRANSACTION_TYPES, message: 'M-Pesa is off' });
    return null;
  }
  // Buy Goods pays the till; its BusinessShortCode is the store (head office) number the passkey belongs to.
  return { transactionType, partyB: transactionType === 'CustomerBuyGoodsOnline' && till ? till : env.DARAJA_SHORTCODE! };
}

export function darajaSettings(env: PaymentEnv): DarajaConfig | null {
  const { DARAJA_CONSUMER_KEY, DARAJA_CONSUMER_SECRET, DARAJA_SHORTCODE, DARAJA_PASSKEY, DARAJA_CALLBACK_URL } = env;
  if (!DARAJA_CONSUMER_KEY || !DARAJA_CONSUMER_SECRET || !DARAJA_SHORTCODE || !DARAJA_PASSKEY || !DARAJA_CALLBACK_URL) return null;
  const transaction = darajaTransaction(env);
  if (!transaction) return null;
  return {
    consumerKey: DARAJA_CONSUMER_KEY,
    consumerSecret: DARAJA_CONSUMER_SECRET,
    shortcode: DARAJA_SHORTCODE,
    passkey: DARAJA_PASSKEY,
    callbackUrl: DARAJA_CALLBACK_URL,
    baseUrl: env.DARAJA_ENV === 'production' ? DARAJA_BASE_URLS.production : DARAJA_BASE_URLS.sandbox,
    ...transaction,
  };
}

/** Whether any real provider's secret is set, even an incomplete set: demo mode then simulates nothing. */
const anyRealProviderSecret = (env: PaymentEnv) =>
  [
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.STRIPE_PUBLISHABLE_KEY,
    env.DARAJA_CONSUMER_KEY,
    env.DARAJA_CONSUMER_SECRET,
    env.DARAJA_SHORTCODE,
    env.DARAJA_PASSKEY,
    env.DARAJA_CALLBACK_URL,
  ].some(Boolean);

/**
 * True when the simulated provider takes every method: PAYMENTS_MODE=demo and no real provider's secret. Demo beside a
 * real secret is a configuration error: logged loudly, and nothing is simulated (the method with no real provider is refused).
 */
export function simulatesPayments(env: PaymentEnv): boolean {
  if (env.PAYMENTS_MODE !== 'demo') return false;
  if (!anyRealProviderSecret(env)) return true;
  log.error('config.demo_beside_real_provider', {
    message: 'PAYMENTS_MODE=demo is ignored beside real payment secrets: no payment is simulated (README, "Payments")',
  });
  return false;
}

export function cardProvider(env: PaymentEnv, fetcher: typeof fetch = globalFetch): CardPaymentProvider | null {
  const stripe = stripeSettings(env);
  if (stripe) return stripeProvider(stripeApi(stripe.secretKey, fetcher), stripe.paymentMethodTypes);
  return simulatesPayments(env) ? simulatedProvider : null;
}

export function mobileProvider(env: PaymentEnv, fetcher: typeof fetch = globalFetch): MobilePaymentProvider | null {
  const daraja = darajaSettings(env);
  if (daraja) return darajaProvider(darajaApi(daraja, fetcher), () => kesPerUsd(env.RATES_URL ?? '', fetcher));
  return simulatesPayments(env) ? simulatedProvider : null;
}

/**
 * What the browser needs to know (GET /api/payments/config): which provider takes each method (null: the method is
 * not offered), whether payments are simulated (the demo banner), and what Stripe's Payment Element is made with.
 */
export function publicPaymentConfig(env: PaymentEnv): PaymentConfig {
  const stripe = stripeSettings(env);
  const simulated = simulatesPayments(env);
  const orSimulated = <Name extends string>(real: Name | null) => real ?? (simulated ? ('simulated' as const) : null);
  return {
    card: orSimulated(stripe ? ('stripe' as const) : null),
    mobile: orSimulated(darajaSettings(env) ? ('daraja' as const) : null),
    demo: simulated,
    stripePublishableKey: stripe?.publishableKey ?? null,
    stripePaymentMethodTypes: stripe?.paymentMethodTypes ?? null,
  };
}
