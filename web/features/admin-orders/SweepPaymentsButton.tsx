import { Button } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useSweepPayments } from './api/order-payment-actions.ts';

/**
 * Runs the Cron sweep's payment steps now (every 10 minutes otherwise): payments the providers decided are settled and
 * stale orders give their stock back. Loading the list never does this (docs/design.md §5).
 */
export function SweepPaymentsButton() {
  const { t } = useTranslation();
  const sweep = useSweepPayments();
  const run = () =>
    sweep.mutate(undefined, {
      onSuccess: ({ failedSteps }) =>
        failedSteps.length === 0 ? notifySuccess(t('admin.orders.sweep.done')) : notifyError(t('admin.orders.sweep.failed')),
      onError: (error) => notifyFailure(t('admin.orders.sweep.failed'), error),
    });
  return (
    <Button variant="default" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={run} loading={sweep.isPending}>
      {t('admin.orders.sweep.button')}
    </Button>
  );
}
