import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '#schema/catalog.ts';
import { PlainSelect } from '#web/components/PlainSelect.tsx';
import { useDisplayName } from '#web/features/i18n/index.ts';
import { CURRENCIES } from './currencies.ts';
import { useCurrency } from './use-currency.ts';

/**
 * Header picker: flag, code and name of each of the 14 currencies. A native select: keyboard,
 * screen readers and phones handle it well, and it keeps popover code out of the first load.
 */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const name = useDisplayName();
  const [currency, setCurrency] = useCurrency();
  return (
    <PlainSelect
      size="xs"
      style={{ width: 150 }}
      aria-label={t('currency.title')}
      data-testid="currency-picker"
      value={currency}
      onChange={(event) => setCurrency(event.currentTarget.value as CurrencyCode)}
      data={CURRENCIES.map((option) => ({
        value: option.code,
        label: `${option.flag} ${option.code} · ${name('currency', option.code)}`,
      }))}
    />
  );
}
