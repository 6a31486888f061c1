import { createFileRoute } from '@tanstack/react-router';
import { loadProductPage, ProductPage } from '#web/features/product/index.ts';
import { idParams } from '#web/lib/id-params.ts';

export const Route = createFileRoute('/products/$id')({
  params: idParams,
  loader: ({ context, params }) => loadProductPage(context.queryClient, params.id),
  component: ProductPage,
});
