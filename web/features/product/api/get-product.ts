import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, call } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';

/** One product; under ['products'], so a staff write that reloads the products reloads it too. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'one', id],
    queryFn: ({ client }) => call(apiOf(client).products[':id'].$get({ param: { id: String(id) } })),
  });

/** The product the route's loader loaded. */
export const useProduct = (id: number) => useSuspenseQuery(productQueryOptions(id)).data;
