import { CURRENCY_CODES, type CurrencyCode } from '#schema/catalog.ts';

export type CurrencyOption = { code: CurrencyCode; flag: string };

const FLAGS: Record<CurrencyCode, string> = {
  USD: '🇺🇸',
  EUR: '🇪🇺',
  GBP: '🇬🇧',
  JPY: '🇯🇵',
  CAD: '🇨🇦',
  AUD: '🇦🇺',
  CHF: '🇨🇭',
  CNY: '🇨🇳',
  INR: '🇮🇳',
  SGD: '🇸🇬',
  HKD: '🇭🇰',
  SEK: '🇸🇪',
  NOK: '🇳🇴',
  DKK: '🇩🇰',
};

/** docs/product.md §3's 14 currencies; names and symbols come from Intl in the visitor's language (useDisplayName). */
export const CURRENCIES: readonly CurrencyOption[] = CURRENCY_CODES.map((code) => ({ code, flag: FLAGS[code] }));
