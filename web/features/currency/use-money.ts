import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { convertUsdCents, formatMoney } from '#schema/money.ts';
import { useRates } from './get-rates.ts';
import { useCurrency } from './use-currency.ts';

export type Money = ReturnType<typeof useMoney>;

/** Formats USD cents in the visitor's currency and language. */
export function useMoney() {
  const [currency] = useCurrency();
  const rates = useRates();
  const { i18n } = useTranslation();
  const rate = rates[currency];
  const convert = useCallback((usdCents: number) => convertUsdCents(usdCents, currency, rate), [currency, rate]);
  const format = useCallback(
    (usdCents: number) => formatMoney(convert(usdCents), currency, i18n.language),
    [convert, currency, i18n.language],
  );
  return { currency, rate, convert, format };
}
