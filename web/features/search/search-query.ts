import type { CurrencyCode, ProductCategory } from '#schema/catalog.ts';
import { factQueryOf } from '#web/features/stone-facts/index.ts';
import type { SearchPageAddress } from './search-address.ts';

/** Whether the address narrows the search by price. */
export const hasPriceRange = ({ min, max }: Pick<SearchPageAddress, 'min' | 'max'>): boolean => min !== undefined || max !== undefined;

/**
 * The /api/search query for an address whose price range is in the visitor's currency (use-search-address.ts), that
 * currency and the categories the words named. Not in search-address.ts: the route's address rules are in every
 * page's first load, this only in the search page's and the header box's.
 */
export function apiQueryOf(
  address: SearchPageAddress,
  currency: CurrencyCode,
  named: readonly ProductCategory[],
  limit?: number,
): Record<string, string> {
  const q = address.q?.trim();
  const entries: [string, string | undefined][] = [
    ['q', q || undefined],
    ['named', q && named.length > 0 ? named.join(',') : undefined],
    ['category', address.category],
    ['currency', hasPriceRange(address) && currency !== 'USD' ? currency : undefined],
    ['min', address.min?.toString()],
    ['max', address.max?.toString()],
    ['in_stock', address.in_stock ? 'true' : undefined],
    ...Object.entries(factQueryOf(address)),
    ['sort', address.sort],
    ['page', address.page && address.page > 1 ? String(address.page) : undefined],
    ['limit', limit?.toString()],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}
