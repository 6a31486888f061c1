import { Alert, Anchor, Box, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from './payment-types.ts';
import { isolateLtr } from '#schema/bidi.ts';
import { PrivateReceiptLink } from '#web/features/order-receipt/index.ts';

/** The live status of docs/product.md §4's flow, announced to screen readers. */
export function PaymentStatusArea({ status }: { status: PaymentStatus }) {
  const { t, i18n } = useTranslation();
  if (status.state === 'idle') return <div role="status" aria-live="polite" />;
  const color = status.state === 'error' ? 'red' : status.state === 'success' ? 'green' : 'blue';
  const icon =
    status.state === 'processing' ? (
      <Loader size={16} />
    ) : status.state === 'success' ? (
      <IconCircleCheck aria-hidden />
    ) : (
      <IconAlertCircle aria-hidden />
    );
  return (
    <>
      <Alert
        color={color}
        icon={icon}
        role={status.state === 'error' ? 'alert' : 'status'}
        aria-live="polite"
        data-testid="payment-status"
        data-state={status.state}
      >
        <Text size="sm" fw={600}>
          {status.message}
        </Text>
        {status.transactionId && (
          <Text size="xs" mt={4}>
            {t('checkout.transactionId', { id: isolateLtr(status.transactionId, i18n.language) })}
          </Text>
        )}
        {status.orderId && (
          // A page load of its own: the receipt page reads the order in the browser (web/features/order-receipt).
          <Anchor href={`/orders/${status.orderId}`} size="sm" mt={6} display="inline-block" data-testid="receipt-link">
            {t('checkout.viewReceipt')}
          </Anchor>
        )}
      </Alert>
      {/* Outside the live region: a form there would be read out on every keystroke. */}
      {status.orderId && status.state === 'success' && (
        <Box mt="sm">
          <PrivateReceiptLink orderId={status.orderId} />
        </Box>
      )}
    </>
  );
}
