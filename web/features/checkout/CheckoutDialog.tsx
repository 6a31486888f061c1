import { Alert, Button, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CartLine } from '#schema/cart-api.ts';
import { useTranslation } from 'react-i18next';
import { notifyError } from '#web/lib/notify.ts';
import { unavailableProps } from '#web/lib/unavailable.ts';
import { cartTotal, useCart } from '#web/features/cart/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { offeredMethods, usePaymentConfig } from '#web/features/payment-config/index.ts';
import { formatMoney } from '#schema/money.ts';
import { CardDetails } from './CardDetails.tsx';
import { HeldOrderPanel } from './HeldOrderPanel.tsx';
import { useHoldRemaining } from '#web/features/hold/index.ts';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form.ts';
import { CustomerDetails } from './CustomerDetails.tsx';
import { MpesaDetails } from './MpesaDetails.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentStatusArea } from './PaymentStatusArea.tsx';
import type { StripeCardHandle } from './payment-types.ts';
import { StripeCardDetails } from './StripeCardDetails.tsx';
import { useCheckoutFlow } from './use-checkout-flow.ts';
import { fieldOfProblem, validateCheckout } from './validate-checkout.ts';
import '#web/components/dialog-styles.ts';

type CheckoutDialogProps = { opened: boolean; onClose: () => void };

/** docs/product.md §2's 'Secure Checkout' dialog, opened from the cart. */
export function CheckoutDialog({ opened, onClose }: CheckoutDialogProps) {
  const { t, i18n } = useTranslation();
  const { data: lines = [] } = useCart();
  const money = useMoney();
  const flow = useCheckoutFlow();
  const payments = usePaymentConfig();
  // Only the methods a provider takes are offered (issue 21, item 1): the first of them is chosen.
  const methods = offeredMethods(payments);
  const form = useForm<CheckoutForm>({
    initialValues: { ...emptyCheckoutForm(t('checkout.mpesa.defaultDescription')), paymentMethod: methods[0] ?? 'visa' },
  });
  const offered = methods.join();
  useEffect(() => {
    // The config came after the form was made (a page the Worker did not render): the method must be one offered.
    if (methods.length > 0 && !methods.includes(form.values.paymentMethod)) form.setFieldValue('paymentMethod', methods[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offered]);
  const stripeKey = payments?.card === 'stripe' ? payments.stripePublishableKey : null;
  const [stripeCard, setStripeCard] = useState<StripeCardHandle | null>(null);
  // What is being paid for: paying empties the cart, and the success screen still shows what was bought.
  const [paidFor, setPaidFor] = useState<CartLine[] | null>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  const formId = useId();

  const processing = flow.status.state === 'processing';
  const paid = flow.status.state === 'success';
  const held = flow.held;
  // On the server's time, whatever the device's clock says. A payment under way keeps its stones past the hold
  // (docs/product.md §4): only an unpaid, idle hold lapses.
  const remaining = useHoldRemaining(held?.deadline ?? null);
  const lapsed = held !== null && remaining === 0 && (flow.status.state === 'idle' || flow.status.state === 'error');
  const locked = processing || paid || held !== null;
  const summaryLines = locked && paidFor ? paidFor : lines;

  // The Pay button stays enabled (a disabled one drops the keyboard focus to <body>); once paid, the focus it
  // had moves on to the receipt link, the next thing to do.
  useEffect(() => {
    if (paid && document.activeElement === payButton.current) {
      payButton.current?.closest('[role="dialog"]')?.querySelector<HTMLElement>('[data-testid="receipt-link"]')?.focus();
    }
  }, [paid, flow.status]);

  // Holding disables the fields: the keyboard focus in one of them (Enter pressed there) would drop to <body>.
  useEffect(() => {
    const focused = document.activeElement;
    if (held && (focused === document.body || focused?.matches(':disabled'))) payButton.current?.focus();
  }, [held]);

  const close = () => {
    // docs/product.md §4: closing the dialog resets every form.
    form.reset();
    flow.reset();
    setPaidFor(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    if (processing || paid || lapsed || methods.length === 0) return;
    const providers = { stripeCard: stripeKey ? stripeCard : null, mobileConfirmsByCallback: payments?.mobile === 'daraja' };
    if (held) {
      void flow.pay(values, lines, money, providers);
      return;
    }
    const problem = validateCheckout(values, lines.length, new Date(), { cardFormByProvider: stripeKey !== null });
    if (problem) {
      const field = fieldOfProblem(problem, values);
      const billing = field?.billingField;
      const text = t(`checkout.errors.${problem}.text`, { field: billing && t(`checkout.card.${billing}`) });
      notifyError(t(`checkout.errors.${problem}.title`), text);
      // The field itself says so too, and takes the focus: at the foot of a long form, the shopper could not see it.
      if (field) {
        form.setFieldError(field.path, text);
        form.getInputNode(field.path)?.focus();
      }
      return;
    }
    setPaidFor(lines);
    void flow.hold(values, lines, money, providers);
  });
  const tryAgain = () => {
    flow.reset();
    setPaidFor(null);
    // The Try again button goes with the lapsed hold: the keyboard carries on from the button that checks out again.
    payButton.current?.focus();
  };

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
      <Stack gap="md">
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="md">
            <OrderSummary lines={summaryLines} />
            <Divider />
            <CustomerDetails form={form} methods={methods} disabled={locked} />
            {payments && methods.length === 0 ? (
              <Alert color="red">{t('checkout.noPaymentMethods')}</Alert>
            ) : form.values.paymentMethod === 'visa' && stripeKey ? (
              <StripeCardDetails
                publishableKey={stripeKey}
                paymentMethodTypes={payments?.stripePaymentMethodTypes ?? ['card']}
                amount={money.convert(cartTotal(lines))}
                currency={money.currency}
                // Stripe confirms the card with its own form after the hold: that form stays live.
                disabled={processing || paid}
                onReady={setStripeCard}
              />
            ) : form.values.paymentMethod === 'visa' ? (
              <CardDetails form={form} disabled={locked} />
            ) : (
              <MpesaDetails form={form} disabled={locked} />
            )}
            {/* Paid, there is nothing left to pay before a time: the success screen says what was paid. */}
            {held && !paid && (
              <HeldOrderPanel
                order={held}
                remaining={remaining}
                byMpesa={form.values.paymentMethod === 'mpesa'}
                lapsed={lapsed}
                onTryAgain={tryAgain}
              />
            )}
          </Stack>
        </form>
        {/* Outside the checkout's form, whose Pay button names it: the receipt's own email form in there was a form
            in a form, and its Send reloaded the page (e2e/receipt.test.ts). */}
        <PaymentStatusArea status={flow.status} />
        <Group justify="space-between" wrap="wrap-reverse">
          <Button variant="default" onClick={close} disabled={processing}>
            {paid ? t('common.close') : t('common.cancel')}
          </Button>
          <Button
            ref={payButton}
            type="submit"
            form={formId}
            size="md"
            {...unavailableProps(processing || paid || lapsed || methods.length === 0)}
            aria-busy={processing || undefined}
            leftSection={processing ? <Loader size={16} color="currentColor" /> : <IconLock size={16} aria-hidden />}
          >
            {paid
              ? t('checkout.paymentComplete')
              : held
                ? t('checkout.pay', { amount: formatMoney(held.amount, held.currency, i18n.language) })
                : t('hold.continue')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {t('checkout.secureNote')}
        </Text>
      </Stack>
    </Modal>
  );
}
