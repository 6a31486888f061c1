import { Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { OWN_DIRECTION_FIELD } from './checkout-form.ts';
import type { CheckoutForm } from './checkout-form.ts';
import { maskMpesaNumber } from './masks.ts';

type Props = { form: UseFormReturnType<CheckoutForm>; disabled: boolean };

export function MpesaDetails({ form, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="checkout-mpesa">
      <Title order={3} size="h5" id="checkout-mpesa">
        {t('checkout.mpesa.title')}
      </Title>
      <TextInput
        label={t('checkout.mpesa.phoneNumber')}
        description={t('checkout.mpesa.phoneHint')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="+254712345678"
        disabled={disabled}
        {...form.getInputProps('mpesa.phoneNumber')}
        onChange={(event) => form.setFieldValue('mpesa.phoneNumber', maskMpesaNumber(event.currentTarget.value))}
      />
      <TextInput
        label={t('checkout.mpesa.accountReference')}
        classNames={OWN_DIRECTION_FIELD}
        disabled={disabled}
        {...form.getInputProps('mpesa.accountReference')}
      />
      <TextInput
        label={t('checkout.mpesa.description')}
        classNames={OWN_DIRECTION_FIELD}
        disabled={disabled}
        {...form.getInputProps('mpesa.transactionDescription')}
      />
    </Stack>
  );
}
