import { Button } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '#web/components/ConfirmDeleteDialog.tsx';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useRevokeReceiptLinks } from './api/order-payment-actions.ts';

/** Staff withdraw the links a shopper shared (a link sent to the wrong person, say), after a confirmation. */
export function RevokeReceiptLinks({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<string | null>(null);
  const revoke = useRevokeReceiptLinks();
  const title = t('admin.orders.receiptLinks.revoke');
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconLinkOff size={14} aria-hidden />}
        onClick={() => setAsking(orderId)}
        style={{ alignSelf: 'flex-start' }}
      >
        {title}
      </Button>
      <ConfirmDeleteDialog
        item={asking}
        title={title}
        question={t('admin.orders.receiptLinks.confirm')}
        confirmLabel={title}
        deleting={revoke.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={(id) =>
          revoke.mutate(id, {
            onSuccess: ({ revoked }) => notifySuccess(t('admin.orders.receiptLinks.revoked', { count: revoked })),
            onError: (error) => notifyFailure(t('admin.orders.receiptLinks.failed'), error),
            onSettled: () => setAsking(null),
          })
        }
      />
    </>
  );
}
