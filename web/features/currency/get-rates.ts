import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Rates } from '#schema/rates-api.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { apiOf, call } from '#web/lib/api.ts';

const THIRTY_MINUTES = 30 * 60 * 1000;

export const ratesQueryKey = ['rates'] as const;

export const ratesQueryOptions = () =>
  queryOptions({
    queryKey: ratesQueryKey,
    queryFn: ({ client }) => call(apiOf(client).rates.$get()),
    refetchInterval: THIRTY_MINUTES,
    staleTime: THIRTY_MINUTES,
  });

/** Rates per USD, refreshed every 30 minutes; the fixed table of docs/product.md §9 until (or unless) they arrive. */
export function useRates(): Rates['rates'] {
  const { data, error } = useQuery(ratesQueryOptions());
  useEffect(() => {
    if (error) console.warn('exchange rates unavailable, using fallback rates', error);
  }, [error]);
  return data?.rates ?? FALLBACK_RATES;
}
