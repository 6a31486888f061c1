import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { dollarsToCents, minorToDecimal } from '#schema/money.ts';

/**
 * docs/product.md §5: a price in US dollars, converted to cents by rounding. Mantine's decimalScale drops
 * every digit past the second as it is typed (12.345 became 12.34), so any number of decimals may be typed,
 * and leaving the field rounds to the cent (12.35) and shows two decimals. Works with a controlled and an
 * uncontrolled @mantine/form alike (`value` or `defaultValue`).
 */
export function UsdPriceInput({ value, defaultValue, onChange, onFocus, onKeyDown, onBlur, ...props }: NumberInputProps) {
  const [typing, setTyping] = useState(false);
  const [ownAmount, setOwnAmount] = useState<number | string>(defaultValue ?? '');
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
      value={amount}
      onChange={change}
      decimalScale={typing ? undefined : 2}
      fixedDecimalScale={!typing}
      onFocus={(event) => {
        setTyping(true);
        onFocus?.(event);
      }}
      // Typing needs the free scale whichever event comes first (happy-dom delivers focus after the keys).
      onKeyDown={(event) => {
        setTyping(true);
        onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        if (typeof amount === 'number' && Number.isFinite(amount)) change(minorToDecimal(dollarsToCents(amount), 'USD'));
        onBlur?.(event);
      }}
    />
  );
}
