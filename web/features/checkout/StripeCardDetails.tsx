import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stripe, StripeElementLocale, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import type { StripeCardHandle } from './payment-types.ts';

/**
 * Stripe.js through Stripe's own loader, from js.stripe.com as Stripe requires (never bundled, docs/design.md §4). The
 * `/pure` entry adds no script until it is called, and it is imported only here, when the shopper chose to pay by card
 * with Stripe: no page loads it, nor Stripe.js, before that. One instance per key.
 */
const instances = new Map<string, Promise<Stripe>>();

function stripeFor(publishableKey: string): Promise<Stripe> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => stripe ?? Promise.reject(new Error('Stripe.js loaded without Stripe')));
    // A failed load (offline) is tried again when the shopper reopens the checkout.
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** Stripe's own locale for the shop's language, or its guess from the browser when it has none (Swahili, Zulu...). */
const STRIPE_LOCALES: readonly string[] = ['ar', 'de', 'en', 'es', 'fr', 'ja', 'no', 'pt', 'ru', 'zh'];
const stripeLocale = (language: string): StripeElementLocale =>
  STRIPE_LOCALES.includes(language) ? (language as StripeElementLocale) : 'auto';

type Props = {
  publishableKey: string;
  /** Stripe's payment method types the intent allows (GET /api/payments/config): the form offers exactly those. */
  paymentMethodTypes: string[];
  /** The order total in minor units of `currency`, as the PaymentIntent will be created. */
  amount: number;
  currency: string;
  disabled: boolean;
  /** Called with the form's handle once it is mounted, and with null when it goes. */
  onReady: (handle: StripeCardHandle | null) => void;
};

type Mounted = { stripe: Stripe; elements: StripeElements; element: StripePaymentElement };

/**
 * The card, typed into Stripe's own Payment Element (an iframe from js.stripe.com): no card number, expiry
 * or CVC passes through the shop's code or its Worker. Replaces SPEC's card fields when Stripe takes the cards.
 */
export function StripeCardDetails({ publishableKey, paymentMethodTypes, amount, currency, disabled, onReady }: Props) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    stripeFor(publishableKey)
      .then((stripe) => {
        if (cancelled || !container.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount,
          currency: currency.toLowerCase(),
          allowedPaymentMethodTypes: paymentMethodTypes,
          locale: stripeLocale(i18n.language),
        });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => setState('ready'));
        element.mount(container.current);
        mounted.current = { stripe, elements, element };
        onReady({
          submit: async () => (await elements.submit()).error?.message ?? null,
          confirm: async (clientSecret, returnUrl) => {
            const { error } = await stripe.confirmPayment({
              elements,
              clientSecret,
              confirmParams: { return_url: returnUrl },
              redirect: 'if_required',
            });
            return error ? (error.message ?? t('checkout.errors.visaFailed')) : null;
          },
        });
      })
      .catch((error: unknown) => {
        console.warn('the card form could not be loaded', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      mounted.current?.element.destroy();
      mounted.current = null;
      onReady(null);
    };
    // The element is made once per key; amount, currency and the locked state are updated on it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  useEffect(() => {
    void mounted.current?.elements.update({ amount, currency: currency.toLowerCase() });
  }, [amount, currency, state]);
  useEffect(() => {
    mounted.current?.element.update({ readOnly: disabled });
  }, [disabled, state]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="checkout-card">
      <Title order={3} size="h5" id="checkout-card">
        {t('checkout.card.title')}
      </Title>
      {state === 'loading' && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('common.loading')}</Text>
        </Group>
      )}
      {state === 'failed' && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('checkout.card.formLoadFailed')}
        </Alert>
      )}
      <div ref={container} data-testid="stripe-payment-element" />
    </Stack>
  );
}
