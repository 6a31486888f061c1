import { createFileRoute } from '@tanstack/react-router';
import {
  HomePage,
  HomeSearchSchema,
  productCategoriesQueryOptions,
  productFactsQueryOptions,
  productPagesQueryOptions,
} from '#web/features/catalog/index.ts';
import { ratesQueryOptions } from '#web/features/currency/index.ts';
import { factQueryOf } from '#web/features/stone-facts/index.ts';

export const Route = createFileRoute('/')({
  validateSearch: HomeSearchSchema,
  // Deferred on purpose: the first screen (banner, hero) needs no data, so it renders at once while the
  // products and rates load; the product list waits for them inside its own Suspense boundary.
  loaderDeps: ({ search }) => ({ category: search.category, facts: factQueryOf(search) }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchInfiniteQuery(productPagesQueryOptions(deps.category, deps.facts));
    void queryClient.prefetchQuery(productFactsQueryOptions(deps.category, deps.facts));
    // The showcase shows the first products of every category whatever the filter: the page the Worker
    // renders carries them too, so the browser need not ask when the showcase comes near.
    if (deps.category || Object.keys(deps.facts).length > 0) void queryClient.prefetchInfiniteQuery(productPagesQueryOptions());
    void queryClient.prefetchQuery(productCategoriesQueryOptions());
    void queryClient.prefetchQuery(ratesQueryOptions());
  },
  component: HomePage,
});
