import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '#web/lib/api.ts';
import { sessionHeaders } from '../visitor-session.ts';

export const cartQueryKey = ['cart'] as const;

export const getCart = () => call(api.cart.$get(undefined, { headers: sessionHeaders() }));

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCart });

export const useCart = () => useQuery(cartQueryOptions());
