import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { decimalText, dollarsToCents, minorToDecimal } from '#schema/money.ts';

/**
 * docs/product.md §5: a price in US dollars, converted to cents by rounding. Mantine's decimalScale drops
 * every digit past the second as it is typed (12.345 became 12.34), so this field has none: any number of
 * decimals may be typed, leaving the field rounds the amount to the cent, and outside the field it shows two
 * decimals. Works with a controlled and an uncontrolled @mantine/form alike (`value` or `defaultValue`).
 */
export function UsdPriceInput({ value, defaultValue, onChange, onBlur, ...props }: NumberInputProps) {
  const [ownAmount, setOwnAmount] = useState<number | string>(defaultValue ?? '');
  // Typing shows the digits as typed; only how the amount is shown depends on it. Focus alone changes
  // nothing, so a selection made on focus (select all, then type) is not lost to a new value.
  const [editing, setEditing] = useState(false);
  const amount = value ?? ownAmount;
  const change = (next: number | string) => {
    setOwnAmount(next);
    onChange?.(next);
  };
  return (
    <NumberInput
      step={0.01}
      {...props}
      prefix="$"
      value={typeof amount === 'number' && !editing ? decimalText(dollarsToCents(amount), 'USD') : amount}
      onChange={(next) => {
        setEditing(true);
        change(next);
      }}
      onBlur={(event) => {
        setEditing(false);
        if (typeof amount === 'number' && Number.isFinite(amount)) change(minorToDecimal(dollarsToCents(amount), 'USD'));
        onBlur?.(event);
      }}
    />
  );
}
