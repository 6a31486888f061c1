import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { isCurrencyCode } from '#schema/rates-api.ts';
import type { CurrencyCode } from '#schema/catalog.ts';
import { writePreferenceCookie } from '#web/lib/preference-cookie.ts';

export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** The currency the page was rendered in (the Worker's choice, from the cookie): the first render's value. */
export const RenderedCurrencyContext = createContext<CurrencyCode>('USD');

/** A choice that could not be stored (private mode): it lasts for this page. */
let unstoredChoice: string | null = null;
const inPageListeners = new Set<() => void>();

function readChoice(): string | null {
  try {
    return unstoredChoice ?? localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return unstoredChoice;
  }
}

/** Every useCurrency follows a choice made in this page (inPageListeners) or in another tab (`storage`). */
function subscribe(changed: () => void): () => void {
  inPageListeners.add(changed);
  window.addEventListener('storage', changed);
  return () => {
    inPageListeners.delete(changed);
    window.removeEventListener('storage', changed);
  };
}

function storeChoice(code: CurrencyCode): void {
  try {
    localStorage.setItem(CURRENCY_STORAGE_KEY, code);
  } catch {
    unstoredChoice = code;
  }
  for (const changed of inPageListeners) changed();
}

/**
 * The chosen currency, kept in localStorage 'selectedCurrency' (docs/product.md §9) as a plain string, USD by
 * default, and mirrored in a cookie for the server's first render. Hydration uses the currency the page was
 * rendered in (the server snapshot), so it matches; the stored choice, if another, follows right after.
 */
export function useCurrency(): [CurrencyCode, (code: CurrencyCode) => void] {
  const rendered = useContext(RenderedCurrencyContext);
  const stored = useSyncExternalStore(subscribe, readChoice, () => null) ?? rendered;
  const currency = isCurrencyCode(stored) ? stored : 'USD';
  useEffect(() => {
    writePreferenceCookie('currency', currency);
  }, [currency]);
  return [currency, storeChoice];
}
