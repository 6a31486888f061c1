import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTENTION_RESOLUTIONS } from '#schema/catalog.ts';
import { notifyFailure, notifySuccess } from '#web/lib/notify.ts';
import { useResolveAttention } from './api/order-payment-actions.ts';

/**
 * A payment that came in after its order failed and its stone was sold again (docs/design.md §5): staff refund it
 * outside the shop or fulfil the order anyway, then record which here (audited).
 */
export function NeedsAttention({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const resolve = useResolveAttention();
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('admin.orders.attention.title')}>
      <Text size="sm" mb="xs">
        {t('admin.orders.attention.text')}
      </Text>
      <Group gap="xs">
        {ATTENTION_RESOLUTIONS.map((resolution) => (
          <Button
            key={resolution}
            size="xs"
            variant="default"
            loading={resolve.isPending && resolve.variables.resolution === resolution}
            disabled={resolve.isPending}
            onClick={() =>
              resolve.mutate(
                { id: orderId, resolution },
                {
                  onSuccess: () => notifySuccess(t('admin.orders.attention.saved')),
                  onError: (error) => notifyFailure(t('admin.orders.attention.failed'), error),
                },
              )
            }
          >
            {t(`admin.orders.attention.${resolution}`)}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}
