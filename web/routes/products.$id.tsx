import { createFileRoute } from '@tanstack/react-router';
import { loadProductPage, ProductPage } from '#web/features/product/index.ts';

export const Route = createFileRoute('/products/$id')({
  loader: ({ context, params }) => loadProductPage(context.queryClient, params.id),
  component: ProductPage,
});
