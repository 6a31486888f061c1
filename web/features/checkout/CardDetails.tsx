import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OWN_DIRECTION_FIELD } from './checkout-form.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { maskCardNumber, maskCvv, maskExpiryMonth, maskExpiryYear } from './masks.ts';

type Props = { form: UseFormReturnType<CheckoutForm>; disabled: boolean };

export function CardDetails({ form, disabled }: Props) {
  const { t } = useTranslation();
  // Every masked field holds digits: a numeric keyboard, and left to right in a right-to-left page too.
  const masked = (path: 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv', mask: (value: string, previous: string) => string) => ({
    inputMode: 'numeric' as const,
    dir: 'ltr',
    value: form.values.card[path],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(`card.${path}`, mask(event.currentTarget.value, form.values.card[path])),
    disabled,
  });
  const text = (path: 'cardHolderName' | 'billingStreet' | 'billingCity' | 'billingState' | 'billingPostalCode' | 'billingCountry') => ({
    ...form.getInputProps(`card.${path}`),
    label: t(`checkout.card.${path}`),
    classNames: OWN_DIRECTION_FIELD,
    disabled,
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="checkout-card">
      <Title order={3} size="h5" id="checkout-card">
        {t('checkout.card.title')}
      </Title>
      <TextInput {...text('cardHolderName')} autoComplete="cc-name" />
      <TextInput
        label={t('checkout.card.cardNumber')}
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        {...masked('cardNumber', maskCardNumber)}
      />
      <SimpleGrid cols={3} spacing="xs">
        <TextInput
          label={t('checkout.card.expiryMonth')}
          autoComplete="cc-exp-month"
          placeholder={t('checkout.card.expiryMonthPlaceholder')}
          {...masked('expiryMonth', maskExpiryMonth)}
        />
        <TextInput
          label={t('checkout.card.expiryYear')}
          autoComplete="cc-exp-year"
          placeholder={t('checkout.card.expiryYearPlaceholder')}
          {...masked('expiryYear', maskExpiryYear)}
        />
        <TextInput label={t('checkout.card.cvv')} autoComplete="cc-csc" type="password" {...masked('cvv', maskCvv)} />
      </SimpleGrid>
      <TextInput {...text('billingStreet')} autoComplete="address-line1" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput {...text('billingCity')} autoComplete="address-level2" />
        <TextInput {...text('billingState')} autoComplete="address-level1" />
        <TextInput {...text('billingPostalCode')} autoComplete="postal-code" />
        <TextInput {...text('billingCountry')} autoComplete="country" />
      </SimpleGrid>
    </Stack>
  );
}
