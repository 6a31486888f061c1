import { useLocalStorage } from '@mantine/hooks';
import { createContext, useContext, useEffect } from 'react';
import { isCurrencyCode } from '#schema/rates-api.ts';
import type { CurrencyCode } from '#schema/catalog.ts';
import { writePreferenceCookie } from '#web/lib/preference-cookie.ts';

export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** The currency the page was rendered in (the Worker's choice, from the cookie): the first render's value. */
export const RenderedCurrencyContext = createContext<CurrencyCode>('USD');

/**
 * The chosen currency, kept in localStorage 'selectedCurrency' (docs/product.md §9), USD by default, and
 * mirrored in a cookie for the server's first render. The first render uses the currency the page was
 * rendered in, so hydration matches; the stored choice, if another, follows right after.
 */
export function useCurrency(): [CurrencyCode, (code: CurrencyCode) => void] {
  const rendered = useContext(RenderedCurrencyContext);
  const [stored, setStored] = useLocalStorage<string>({
    key: CURRENCY_STORAGE_KEY,
    defaultValue: rendered,
    getInitialValueInEffect: true,
    // A plain string, as the product docs store it, not JSON.
    serialize: (value) => value,
    deserialize: (value) => value ?? rendered,
  });
  const currency = isCurrencyCode(stored) ? stored : 'USD';
  useEffect(() => writePreferenceCookie('currency', currency), [currency]);
  return [currency, setStored];
}
