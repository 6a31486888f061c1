import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '#web/components/QueryState.tsx';
import { RefreshButton } from '#web/components/RefreshButton.tsx';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderCard } from './OrderCard.tsx';

/** docs/design.md §8: every order that came in, newest first, with its payment status. */
export function OrdersTab() {
  const { t } = useTranslation();
  const orders = useAdminOrders();

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-orders-title">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id="admin-orders-title">
          {t('admin.orders.title')}
        </Title>
        <RefreshButton query={orders} />
      </Group>
      <QueryState
        query={orders}
        loadingText={t('admin.orders.loading')}
        errorTitle={t('admin.orders.loadFailed')}
        emptyText={t('admin.orders.empty')}
      >
        {(list) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-orders-title">
            {list.map((order) => (
              <OrderCard key={order.id} order={order} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
