import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#schema/catalog.ts';

const STATUS_COLORS: Record<OrderStatus, string> = { pending: 'yellow', paid: 'green', failed: 'red' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="order-status">
      {t(`admin.orders.status.${status}`)}
    </Badge>
  );
}
