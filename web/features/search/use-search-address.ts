import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { SearchPageAddress } from './search-address.ts';

const searchRoute = getRouteApi('/search');

/** The /search address and a way to change choices in it: each change is a history entry, so Back undoes it. */
export function useSearchAddress() {
  const address = searchRoute.useSearch();
  const navigate = searchRoute.useNavigate();
  const change = useCallback(
    (changes: Partial<SearchPageAddress>) =>
      void navigate({
        // A new choice starts again at the first page; the page number changes alone.
        search: (previous) => ({ ...previous, page: undefined, ...changes }),
        resetScroll: 'page' in changes,
      }),
    [navigate],
  );
  return { address, change };
}
