import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersTab, OrdersSearchSchema, OrdersTab } from '#web/features/admin-orders/index.ts';

export const Route = createFileRoute('/admin/_staff/orders')({
  validateSearch: OrdersSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ context, deps }) => loadOrdersTab(context.queryClient, deps.status),
  component: OrdersTab,
});
