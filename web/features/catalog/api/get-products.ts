import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import type { ProductCategory } from '#schema/catalog.ts';
import type { FactFilters } from '#schema/stone-facts.ts';
import { apiOf, call, pageOf, type Api } from '#web/lib/api.ts';

/** Every product query sits under ['products']: one invalidation after a write refreshes them all. */
export const productsQueryKey = ['products'] as const;

/** Products per page of the home grid; the next page loads as the shopper scrolls near the end or asks. */
export const PRODUCT_PAGE_SIZE = 12;

/** One page of the home grid, of one category or of all, with the chosen stone facts. */
export const getProductPage = async (
  client: Api,
  category: ProductCategory | undefined,
  facts: FactFilters,
  cursor: string | null,
  signal?: AbortSignal,
) =>
  pageOf(
    await call(
      client.products.$get(
        { query: { category, ...facts, limit: String(PRODUCT_PAGE_SIZE), cursor: cursor ?? undefined } },
        { init: { signal } },
      ),
    ),
  );

const factsKey = (facts: FactFilters) => (Object.keys(facts).length === 0 ? [] : [facts]);

export const productPagesQueryOptions = (category?: ProductCategory, facts: FactFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey, 'pages', category ?? 'all', ...factsKey(facts)],
    queryFn: ({ client, pageParam, signal }) => getProductPage(apiOf(client), category, facts, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The home grid's pages inside a Suspense boundary: the route's loader has started loading the first. */
export const useSuspenseProductPages = (category?: ProductCategory, facts: FactFilters = {}) =>
  useSuspenseInfiniteQuery(productPagesQueryOptions(category, facts));

/** The home grid's counts per treatment, origin and certified (docs/product.md §2). */
export const productFactsQueryOptions = (category: ProductCategory | undefined, facts: FactFilters) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'facts', category ?? 'all', facts],
    queryFn: ({ client, signal }) => call(apiOf(client).products.facts.$get({ query: { category, ...facts } }, { init: { signal } })),
  });

/** The counts, kept on screen while those of new choices load. */
export const useProductFacts = (category: ProductCategory | undefined, facts: FactFilters) =>
  useQuery({ ...productFactsQueryOptions(category, facts), placeholderData: (previous) => previous });

/** The first page of every product, for sections that show a few (the showcase). */
export const useFirstProducts = () => {
  const { data } = useInfiniteQuery(productPagesQueryOptions());
  return data?.pages[0]?.items ?? [];
};

/** Per category that has products: how many, and its first product's picture. */
export const productCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...productsQueryKey, 'categories'], queryFn: ({ client }) => call(apiOf(client).products.categories.$get()) });

export const useProductCategories = () => useQuery(productCategoriesQueryOptions());
