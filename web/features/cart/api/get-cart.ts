import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { sessionHeaders } from '../visitor-session.ts';

export const cartQueryKey = ['cart'] as const;

export const getCart = (api: Api) => call(api.cart.$get(undefined, { headers: sessionHeaders() }));

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: ({ client }) => getCart(apiOf(client)) });

export const useCart = () => useQuery(cartQueryOptions());
