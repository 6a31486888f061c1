import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';

export const productsQueryKey = ['products'] as const;

export const getProducts = () => call(api.products.$get());

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());

/** The products inside a Suspense boundary: the route's loader has started loading them. */
export const useSuspenseProducts = () => useSuspenseQuery(productsQueryOptions());
