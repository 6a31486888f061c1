import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENCY_STORAGE_KEY, RenderedCurrencyContext, useCurrency } from './use-currency.ts';

function Shown({ label }: { label: string }) {
  const [currency, setCurrency] = useCurrency();
  return (
    <button type="button" onClick={() => setCurrency('EUR')}>
      {label} {currency}
    </button>
  );
}

function renderTwoInKes() {
  return render(
    <RenderedCurrencyContext.Provider value="CHF">
      <Shown label="picker" />
      <Shown label="price" />
    </RenderedCurrencyContext.Provider>,
  );
}

afterEach(() => localStorage.clear());

describe('useCurrency', () => {
  it('starts from the currency the page was rendered in when nothing is stored', () => {
    renderTwoInKes();
    expect(screen.getByText('price CHF')).toBeTruthy();
  });

  it('follows a stored choice, kept as a plain string', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'JPY');
    renderTwoInKes();
    expect(screen.getByText('price JPY')).toBeTruthy();
  });

  it('moves every price of the page with a choice, and stores it', () => {
    renderTwoInKes();
    act(() => screen.getByText('picker CHF').click());
    expect(screen.getByText('price EUR')).toBeTruthy();
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });

  it('follows a choice made in another tab', () => {
    renderTwoInKes();
    act(() => {
      localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
      window.dispatchEvent(new StorageEvent('storage', { key: CURRENCY_STORAGE_KEY, newValue: 'GBP', storageArea: localStorage }));
    });
    expect(screen.getByText('price GBP')).toBeTruthy();
  });
});
