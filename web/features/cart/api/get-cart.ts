import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '#schema/api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { sessionHeaders } from '#web/features/cart/visitor-session.ts';

export const cartQueryKey = ['cart'] as const;

export const getCart = (): Promise<CartLine[]> => apiRequest<CartLine[]>('/api/cart', { headers: sessionHeaders() });

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());
