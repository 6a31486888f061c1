import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write, reads each of `queryKeys` again wherever it is shown. invalidateQueries alone restarts a read in
 * flight only when the query already has data (TanStack/query#8530): a first read that left before the write (the
 * cart's, racing the first Add to cart) would settle on what was there before, and stay. Such a read is let finish,
 * then made again; nothing is cancelled, so a route's loader waiting on it is not broken.
 */
export async function refreshAfterWrite(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => refresh(queryClient, queryKey)));
}

async function refresh(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const firstReadsInFlight = queryClient
    .getQueryCache()
    .findAll({ queryKey, fetchStatus: 'fetching', predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries({ queryKey });
  if (firstReadsInFlight.length === 0) return;
  await queryClient.invalidateQueries({ queryKey, predicate: (query) => firstReadsInFlight.includes(query) });
}
