import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe, type StripeElements, type StripeJs, type StripePaymentElement } from './stripe-js.ts';

/** What the checkout flow asks of Stripe's card form: each answers an error message to show, or null. */
export type StripeCardHandle = {
  submit(): Promise<string | null>;
  confirm(clientSecret: string, returnUrl: string): Promise<string | null>;
};

type Props = {
  publishableKey: string;
  /** The order total in minor units of `currency`, as the PaymentIntent will be created. */
  amount: number;
  currency: string;
  disabled: boolean;
  /** Called with the form's handle once it is mounted, and with null when it goes. */
  onReady: (handle: StripeCardHandle | null) => void;
};

type Mounted = { stripe: StripeJs; elements: StripeElements; element: StripePaymentElement };

/**
 * The card, typed into Stripe's own Payment Element (an iframe from js.stripe.com): no card number, expiry
 * or CVC passes through the shop's code or its Worker. Replaces SPEC's card fields when Stripe takes the cards.
 */
export function StripeCardDetails({ publishableKey, amount, currency, disabled, onReady }: Props) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<Mounted | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe) => {
        if (cancelled || !container.current) return;
        const elements = stripe.elements({ mode: 'payment', amount, currency: currency.toLowerCase(), locale: i18n.language });
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

  useEffect(() => mounted.current?.elements.update({ amount, currency: currency.toLowerCase() }), [amount, currency, state]);
  useEffect(() => mounted.current?.element.update({ readOnly: disabled }), [disabled, state]);

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
