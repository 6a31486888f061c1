import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '../../../../schema/api';
import { apiRequest } from '../../../lib/api';
import { sessionHeaders } from '../visitor-session';

export const cartQueryKey = ['cart'] as const;

export const getCart = (): Promise<CartLine[]> => apiRequest<CartLine[]>('/api/cart', { headers: sessionHeaders() });

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());
