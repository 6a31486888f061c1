import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, currencyName, currencySymbol } from './currencies';
import { useCurrency } from './use-currency';

/** Header picker: flag, code and name of each of the 14 currencies. */
export function CurrencyPicker() {
  const { t, i18n } = useTranslation();
  const [currency, setCurrency] = useCurrency();
  const selected = CURRENCIES.find((option) => option.code === currency);
  return (
    <Menu shadow="md" width={260} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('currency.label', { currency: currencyName(currency, i18n.language) })}
          data-testid="currency-picker"
        >
          <span aria-hidden>{selected?.flag}</span>&nbsp;{currency}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('currency.title')}</Menu.Label>
        {CURRENCIES.map((option) => (
          <Menu.Item
            key={option.code}
            leftSection={<span aria-hidden>{option.flag}</span>}
            rightSection={<Text size="xs" c="dimmed">{currencySymbol(option.code, i18n.language)}</Text>}
            aria-current={option.code === currency ? 'true' : undefined}
            fw={option.code === currency ? 700 : undefined}
            onClick={() => setCurrency(option.code)}
          >
            {option.code} · {currencyName(option.code, i18n.language)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
