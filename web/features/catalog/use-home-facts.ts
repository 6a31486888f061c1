import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { factQueryOf, type FactAddress } from '#web/features/stone-facts/index.ts';

const home = getRouteApi('/');

/** The home grid's stone-fact filters (docs/product.md §2), in the address: each choice is a history entry, so Back undoes it. */
export function useHomeFacts() {
  const search = home.useSearch();
  const navigate = home.useNavigate();
  const address: FactAddress = useMemo(
    () => ({ treatment: search.treatment, origin: search.origin, certified: search.certified }),
    [search.treatment, search.origin, search.certified],
  );
  const query = useMemo(() => factQueryOf(address), [address]);
  const change = useCallback(
    (changes: Partial<FactAddress>) => void navigate({ search: (previous) => ({ ...previous, ...changes }), resetScroll: false }),
    [navigate],
  );
  return { address, query, change };
}
