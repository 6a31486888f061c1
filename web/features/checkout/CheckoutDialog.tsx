import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '#web/lib/notify.ts';
import { cartTotal, useCart } from '#web/features/cart/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { usePaymentConfig } from './api/checkout-calls.ts';
import { CardDetails } from './CardDetails.tsx';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form.ts';
import { CustomerDetails } from './CustomerDetails.tsx';
import { MpesaDetails } from './MpesaDetails.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStatusArea } from './PaymentStatusArea.tsx';
import { StripeCardDetails, type StripeCardHandle } from './StripeCardDetails.tsx';
import { useCheckoutFlow } from './use-checkout-flow.ts';
import { validateCheckout } from './validate-checkout.ts';
import '#web/components/dialog-styles.ts';

type CheckoutDialogProps = { opened: boolean; onClose: () => void };

/** docs/product.md §2's 'Secure Checkout' dialog, opened from the cart. */
export function CheckoutDialog({ opened, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const { data: lines = [] } = useCart();
  const money = useMoney();
  const flow = useCheckoutFlow();
  const form = useForm<CheckoutForm>({ initialValues: emptyCheckoutForm(t('checkout.mpesa.defaultDescription')) });
  const payments = usePaymentConfig();
  const stripeKey = payments?.card === 'stripe' ? payments.stripePublishableKey : null;
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);

  const processing = flow.status.state === 'processing';
  const paid = flow.status.state === 'success';
  const locked = processing || paid;

  const close = () => {
    // docs/product.md §4: closing the dialog resets every form.
    form.reset();
    flow.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const problem = validateCheckout(values, lines.length, new Date(), { cardFormByProvider: stripeKey !== null });
    if (problem) {
      notifyError(t(`checkout.errors.${problem}.title`), t(`checkout.errors.${problem}.text`));
      return;
    }
    void flow.pay(values, lines, money, {
      stripeCard: stripeKey ? stripeCard : null,
      mobileConfirmsByCallback: payments?.mobile === 'daraja',
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('checkout.title')}
      size="lg"
      // While a payment is processing the dialog stays open: no outside click, no Escape, no X.
      closeOnClickOutside={!processing}
      closeOnEscape={!processing}
      withCloseButton={!processing}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <OrderSummary lines={lines} />
          <Divider />
          <CustomerDetails form={form} disabled={locked} />
          {form.values.paymentMethod === 'visa' && stripeKey ? (
            <StripeCardDetails
              publishableKey={stripeKey}
              amount={money.convert(cartTotal(lines))}
              currency={money.currency}
              disabled={locked}
              onReady={setStripeCard}
            />
          ) : form.values.paymentMethod === 'visa' ? (
            <CardDetails form={form} disabled={locked} />
          ) : (
            <MpesaDetails form={form} disabled={locked} />
          )}
          <PaymentStatusArea status={flow.status} />
          <Group justify="space-between" wrap="wrap-reverse">
            <Button variant="default" onClick={close} disabled={processing}>
              {paid ? t('common.close') : t('common.cancel')}
            </Button>
            <Button type="submit" size="md" loading={processing} disabled={paid} leftSection={<IconLock size={16} aria-hidden />}>
              {paid ? t('checkout.paymentComplete') : t('checkout.pay', { amount: money.format(cartTotal(lines)) })}
            </Button>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            {t('checkout.secureNote')}
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
