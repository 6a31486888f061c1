import { createFileRoute } from '@tanstack/react-router';
import { HomePage, HomeSearchSchema, productsQueryOptions } from '#web/features/catalog/index.ts';
import { ratesQueryOptions } from '#web/features/currency/index.ts';

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  // Deferred on purpose: the first screen (banner, hero) needs no data, so it renders at once while the
  // products and rates load; the product list waits for them inside its own Suspense boundary.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(productsQueryOptions());
    void queryClient.prefetchQuery(ratesQueryOptions());
  },
  component: HomePage,
});
