import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '#schema/catalog.ts';
import { OWN_DIRECTION_FIELD } from './checkout-form.ts';
import type { CheckoutForm } from './checkout-form.ts';
import '#web/components/segmented-control-styles.ts';

type Props = {
  form: UseFormReturnType<CheckoutForm>;
  /** The methods the shop takes (web/features/payment-config): a method without a provider is not shown. */
  methods: readonly PaymentMethod[];
  disabled: boolean;
};

export function CustomerDetails({ form, methods, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Stack gap="xs" component="section" aria-labelledby="checkout-customer">
        <Title order={3} size="h5" id="checkout-customer">
          {t('checkout.customer.title')}
        </Title>
        <TextInput
          label={t('checkout.customer.name')}
          autoComplete="name"
          classNames={OWN_DIRECTION_FIELD}
          disabled={disabled}
          {...form.getInputProps('customerName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('checkout.customer.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            disabled={disabled}
            {...form.getInputProps('customerEmail')}
          />
          <TextInput
            label={t('checkout.customer.phone')}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            disabled={disabled}
            {...form.getInputProps('customerPhone')}
          />
        </SimpleGrid>
      </Stack>
      {methods.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="checkout-method">
          <Title order={3} size="h5" id="checkout-method">
            {t('checkout.method.title')}
          </Title>
          <SegmentedControl
            fullWidth
            disabled={disabled}
            aria-labelledby="checkout-method"
            data={methods.map((method) => ({ value: method, label: t(`checkout.method.${method}`) }))}
            {...form.getInputProps('paymentMethod')}
            onChange={(value) => form.setFieldValue('paymentMethod', value as PaymentMethod)}
          />
          <Text size="xs" c="dimmed">
            {form.values.paymentMethod === 'visa' ? t('checkout.method.visaHint') : t('checkout.method.mpesaHint')}
          </Text>
        </Stack>
      )}
    </>
  );
}
