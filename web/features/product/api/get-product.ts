import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, callOrAbsent } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';

/**
 * One product, null when there is none; under ['products'], so a staff write that reloads the products
 * reloads it too.
 */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...productsQueryKey, 'one', id],
    queryFn: ({ client }) => callOrAbsent(apiOf(client).products[':id'].$get({ param: { id: String(id) } })),
  });

/** The product the route's loader loaded; null once it is deleted while its page is open. */
export const useProduct = (id: number) => useSuspenseQuery(productQueryOptions(id)).data;
