import { createFileRoute } from '@tanstack/react-router';
import { loadOrdersTab, OrdersSearchSchema, OrdersTab } from '#web/features/admin-orders/index.ts';

export const Route = createFileRoute('/admin/_staff/orders')({
  validateSearch: OrdersSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  // Not awaited: a new filter shows at once, loading, instead of the old filter's list until the new one arrives.
  loader: ({ context, deps }) => void loadOrdersTab(context.queryClient, deps.status),
  component: OrdersTab,
});
