import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';

export const productsQueryKey = ['products'] as const;

export const getProducts = (): Promise<Product[]> => apiRequest<Product[]>('/api/products');

export const productsQueryOptions = () => queryOptions({ queryKey: productsQueryKey, queryFn: getProducts });

export const useProducts = () => useQuery(productsQueryOptions());
