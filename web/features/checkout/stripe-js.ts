/**
 * Stripe.js, loaded from js.stripe.com as Stripe requires (never bundled, docs/design.md §4), and only when
 * Stripe takes the cards and the shopper chose to pay by card. The few parts of its API the checkout uses:
 * the Payment Element in deferred-intent mode, its submit, and confirmPayment.
 */
const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

type StripeError = { message?: string };

export type StripePaymentElement = {
  mount(element: HTMLElement): void;
  update(options: { readOnly?: boolean }): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
};

export type StripeElements = {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
  update(options: { amount?: number; currency?: string; locale?: string }): void;
  submit(): Promise<{ error?: StripeError }>;
};

export type StripeJs = {
  elements(options: { mode: 'payment'; amount: number; currency: string; locale?: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    clientSecret: string;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<{ error?: StripeError }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let script: Promise<NonNullable<Window['Stripe']>> | undefined;
const instances = new Map<string, StripeJs>();

function loadScript(): Promise<NonNullable<Window['Stripe']>> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement('script');
    element.src = STRIPE_JS_URL;
    element.async = true;
    element.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js loaded without Stripe')));
    element.onerror = () => {
      // A later attempt (the shopper reopens the checkout) tries again.
      script = undefined;
      element.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

export async function loadStripe(publishableKey: string): Promise<StripeJs> {
  const existing = instances.get(publishableKey);
  if (existing) return existing;
  const stripe = (await loadScript())(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}
