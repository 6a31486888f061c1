import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import type { CurrencyCode } from '#schema/catalog.ts';
import { priceRangeIn } from '#schema/price-range.ts';
import type { Rates } from '#schema/rates-api.ts';
import type { SearchPageAddress } from './search-address.ts';
import { hasPriceRange } from './search-query.ts';

const searchRoute = getRouteApi('/search');

/**
 * The address with its price range in `currency`: converted from the currency it names, never narrower
 * (schema/price-range.ts); a range naming none is an older link's, typed in the visitor's currency as it then was.
 * The same object when it already is in `currency`.
 */
export function rangeInCurrency(address: SearchPageAddress, currency: CurrencyCode, rates: Rates['rates']): SearchPageAddress {
  if (!hasPriceRange(address) || address.currency === currency) return address;
  if (address.currency === undefined) return { ...address, currency };
  return { ...address, ...priceRangeIn(address, address.currency, currency, rates), currency };
}

/**
 * The /search address, its price range in the visitor's `currency`, and a way to change choices in it: each change
 * is a history entry, so Back undoes it. The address names the currency of its range: a range in another (a link
 * shared from another currency, the currency just switched) is written over in this one, in place.
 */
export function useSearchAddress(currency: CurrencyCode, rates: Rates['rates']) {
  const written = searchRoute.useSearch();
  const navigate = searchRoute.useNavigate();
  const address = useMemo(() => rangeInCurrency(written, currency, rates), [written, currency, rates]);
  useEffect(() => {
    if (address === written) return;
    void navigate({ search: address, replace: true, resetScroll: false });
  }, [address, written, navigate]);
  const change = useCallback(
    (changes: Partial<SearchPageAddress>) =>
      void navigate({
        // A new choice starts again at the first page; the page number changes alone.
        search: () => {
          const next = { ...address, page: undefined, ...changes };
          return { ...next, currency: hasPriceRange(next) ? currency : undefined };
        },
        resetScroll: 'page' in changes,
      }),
    [navigate, address, currency],
  );
  return { address, change };
}
