import { createFileRoute } from '@tanstack/react-router';
import { OrdersSearchSchema, OrdersTab } from '#web/features/admin-orders/index.ts';

export const Route = createFileRoute('/admin/_staff/orders')({ validateSearch: OrdersSearchSchema, component: OrdersTab });
