import { createFileRoute } from '@tanstack/react-router';
import { loadAllProducts } from '#web/features/catalog/index.ts';
import { ProductManagementTab } from '#web/features/admin-products/index.ts';

export const Route = createFileRoute('/admin/_staff/products')({
  loader: ({ context }) => loadAllProducts(context.queryClient),
  component: ProductManagementTab,
});
