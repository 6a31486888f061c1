import { Stack } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '#schema/catalog.ts';
import { LoadMoreButton } from '#web/components/LoadMoreButton.tsx';
import { EmptyText, QueryState } from '#web/components/QueryState.tsx';
import { AdminTabHeader, StatusFilter } from '#web/features/admin/index.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderCard } from './OrderCard.tsx';

/** docs/design.md §8: the orders that came in, newest first, a page at a time, all or of one status. */
export function OrdersTab() {
  const { t } = useTranslation();
  const { status } = useSearch({ from: '/admin/_staff/orders' });
  const navigate = useNavigate({ from: '/admin/orders' });
  const orders = useAdminOrders(status);
  const statuses = ORDER_STATUSES.map((value) => ({ value, label: t(`admin.orders.status.${value}`) }));
  const filterBy = (next: OrderStatus | undefined) => void navigate({ search: next ? { status: next } : {} });

  return (
    <Stack gap="md" component="section" aria-labelledby="admin-orders-title">
      <AdminTabHeader titleId="admin-orders-title" title={t('admin.orders.title')} query={orders} />
      <StatusFilter statuses={statuses} value={status} onChange={filterBy} label={t('admin.orders.filterLabel')} />
      <QueryState query={orders} loadingText={t('admin.orders.loading')} errorTitle={t('admin.orders.loadFailed')}>
        {(data) => {
          const list = data.pages.flatMap((page) => page.items);
          if (list.length === 0) return <EmptyText>{t(status ? 'admin.orders.emptyFiltered' : 'admin.orders.empty')}</EmptyText>;
          return (
            <Stack gap="sm">
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="admin-orders-title">
                {list.map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </Stack>
              <LoadMoreButton query={orders} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
