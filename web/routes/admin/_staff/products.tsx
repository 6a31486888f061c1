import { createFileRoute } from '@tanstack/react-router';
import { loadStaffProducts, ProductManagementTab } from '#web/features/admin-products/index.ts';

export const Route = createFileRoute('/admin/_staff/products')({
  loader: ({ context }) => loadStaffProducts(context.queryClient),
  component: ProductManagementTab,
});
