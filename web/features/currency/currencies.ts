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

/** docs/product.md §3's 14 currencies; names and symbols come from Intl in the visitor's language. */
export const CURRENCIES: readonly CurrencyOption[] = CURRENCY_CODES.map((code) => ({ code, flag: FLAGS[code] }));

export function currencyName(code: CurrencyCode, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
