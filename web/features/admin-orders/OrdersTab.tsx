import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from '#schema/catalog.ts';
import { StatusFilteredList } from '#web/features/admin/index.ts';
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
    <StatusFilteredList texts="admin.orders" statuses={statuses} status={status} onFilter={filterBy} query={orders}>
      {(order) => <OrderCard key={order.id} order={order} />}
    </StatusFilteredList>
  );
}
