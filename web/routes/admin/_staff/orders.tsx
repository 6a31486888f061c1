import { createFileRoute } from '@tanstack/react-router';
import { OrdersTab } from '#web/features/admin-orders/index.ts';

export const Route = createFileRoute('/admin/_staff/orders')({ component: OrdersTab });
