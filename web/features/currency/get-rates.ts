import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Rates } from '#schema/api.ts';
import { FALLBACK_RATES } from '#schema/catalog.ts';
import { apiRequest } from '#web/lib/api.ts';

const THIRTY_MINUTES = 30 * 60 * 1000;

export const ratesQueryKey = ['rates'] as const;

export const getRates = (): Promise<Rates> => apiRequest<Rates>('/api/rates');

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: ratesQueryKey, queryFn: getRates, refetchInterval: THIRTY_MINUTES, staleTime: THIRTY_MINUTES });

/** Rates per USD, refreshed every 30 minutes; SPEC 9's fixed table until (or unless) they arrive. */
export function useRates(): Rates['rates'] {
  const { data, error } = useQuery(ratesQueryOptions());
  useEffect(() => {
    if (error) console.warn('exchange rates unavailable, using fallback rates', error);
  }, [error]);
  return data?.rates ?? FALLBACK_RATES;
}
