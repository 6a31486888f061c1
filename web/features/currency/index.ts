/** Prices in the visitor's currency: what other features may use. */
export { CurrencyPicker } from './CurrencyPicker.tsx';
export { ratesQueryKey, ratesQueryOptions } from './get-rates.ts';
export { useMoney, type Money } from './use-money.ts';
export { RenderedCurrencyContext } from './use-currency.ts';
