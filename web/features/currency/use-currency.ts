import { useLocalStorage } from '@mantine/hooks';
import { isCurrencyCode } from '#schema/api.ts';
import type { CurrencyCode } from '#schema/catalog.ts';

export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** The chosen currency, kept in localStorage 'selectedCurrency' (docs/product.md §9), USD by default. */
export function useCurrency(): [CurrencyCode, (code: CurrencyCode) => void] {
  const [stored, setStored] = useLocalStorage<string>({
    key: CURRENCY_STORAGE_KEY,
    defaultValue: 'USD',
    getInitialValueInEffect: false,
    // A plain string, as the product docs store it, not JSON.
    serialize: (value) => value,
    deserialize: (value) => value ?? 'USD',
  });
  return [isCurrencyCode(stored) ? stored : 'USD', setStored];
}
