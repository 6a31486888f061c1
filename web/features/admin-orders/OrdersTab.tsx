import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_LIST_FILTERS, type OrderListFilter } from '#schema/staff-lists-api.ts';
import { CsvExportButton, StatusFilteredList } from '#web/features/admin/index.ts';
import { useAdminOrders } from './api/get-admin-orders.ts';
import { OrderCard } from './OrderCard.tsx';
import { SweepPaymentsButton } from './SweepPaymentsButton.tsx';

/**
 * docs/design.md §8: the orders that came in, newest first, a page at a time, all, of one status, or those that need
 * attention (a payment that came in after its order failed, docs/design.md §5).
 */
export function OrdersTab() {
  const { t } = useTranslation();
  const { status } = useSearch({ from: '/admin/_staff/orders' });
  const navigate = useNavigate({ from: '/admin/orders' });
  const orders = useAdminOrders(status);
  const statuses = ORDER_LIST_FILTERS.map((value) => ({ value, label: t(`admin.orders.status.${value}`) }));
  const filterBy = (next: OrderListFilter | undefined) => void navigate({ search: next ? { status: next } : {} });
  return (
    <StatusFilteredList
      texts="admin.orders"
      statuses={statuses}
      status={status}
      onFilter={filterBy}
      query={orders}
      actions={
        <>
          <CsvExportButton file="orders.csv" status={status} note={t('admin.export.ordersNote')} />
          <SweepPaymentsButton />
        </>
      }
    >
      {(order) => <OrderCard key={order.id} order={order} />}
    </StatusFilteredList>
  );
}
