import type { Bindings } from '#worker/env.ts';
import { kesPerUsd } from '#worker/services/pricing/kes-rate.ts';
import { DARAJA_BASE_URLS, darajaApi, type DarajaConfig } from './daraja/daraja-api.ts';
import { darajaProvider } from './daraja/daraja-provider.ts';
import type { CardPaymentProvider, MobilePaymentProvider } from './provider.ts';
import { simulatedProvider } from './simulated-provider.ts';
import { stripeApi } from './stripe/stripe-api.ts';
import { stripeProvider } from './stripe/stripe-provider.ts';

/**
 * The one place this deployment's providers are chosen from its environment (README, "Payments"). Each
 * method has its own: Stripe takes the cards when its keys are set, Daraja takes M-Pesa when its values
 * are set; otherwise the simulated provider (success by timer, docs/product.md §4) takes it.
 */
type PaymentEnv = Partial<Bindings>;

/** Calls the global fetch when asked, not when made, so tests that stub it are heard. */
const globalFetch: typeof fetch = (input, init) => fetch(input, init);

export type StripeSettings = { secretKey: string; webhookSecret: string; publishableKey: string };

export function stripeSettings(env: PaymentEnv): StripeSettings | null {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PUBLISHABLE_KEY: publishableKey } = env;
  return secretKey && webhookSecret && publishableKey ? { secretKey, webhookSecret, publishableKey } : null;
}

export function darajaSettings(env: PaymentEnv): DarajaConfig | null {
  const { DARAJA_CONSUMER_KEY, DARAJA_CONSUMER_SECRET, DARAJA_SHORTCODE, DARAJA_PASSKEY, DARAJA_CALLBACK_URL } = env;
  if (!DARAJA_CONSUMER_KEY || !DARAJA_CONSUMER_SECRET || !DARAJA_SHORTCODE || !DARAJA_PASSKEY || !DARAJA_CALLBACK_URL) return null;
  return {
    consumerKey: DARAJA_CONSUMER_KEY,
    consumerSecret: DARAJA_CONSUMER_SECRET,
    shortcode: DARAJA_SHORTCODE,
    passkey: DARAJA_PASSKEY,
    callbackUrl: DARAJA_CALLBACK_URL,
    baseUrl: env.DARAJA_ENV === 'production' ? DARAJA_BASE_URLS.production : DARAJA_BASE_URLS.sandbox,
  };
}

export function cardProvider(env: PaymentEnv, fetcher: typeof fetch = globalFetch): CardPaymentProvider {
  const stripe = stripeSettings(env);
  return stripe ? stripeProvider(stripeApi(stripe.secretKey, fetcher)) : simulatedProvider;
}

export function mobileProvider(env: PaymentEnv, fetcher: typeof fetch = globalFetch): MobilePaymentProvider {
  const daraja = darajaSettings(env);
  if (!daraja) return simulatedProvider;
  return darajaProvider(darajaApi(daraja, fetcher), () => kesPerUsd(env.RATES_URL ?? '', fetcher));
}

/** What the browser needs to know (GET /api/payments/config): which provider takes each method, and Stripe's public key. */
export function publicPaymentConfig(env: PaymentEnv) {
  const stripe = stripeSettings(env);
  return {
    card: stripe ? ('stripe' as const) : ('simulated' as const),
    stripePublishableKey: stripe?.publishableKey ?? null,
    mobile: darajaSettings(env) ? ('daraja' as const) : ('simulated' as const),
  };
}
