import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { PlainSelect } from './PlainSelect.tsx';
import { PlainTextInput } from './PlainTextInput.tsx';

const CURRENCIES = [
  { value: 'USD', label: 'US Dollar' },
  { value: 'EUR', label: 'Euro' },
];

describe('PlainSelect', () => {
  it('is the browser’s select, named by its label, with its choices and the chosen one', () => {
    const onChange = vi.fn();
    render(<PlainSelect label="Currency" value="EUR" onChange={onChange} data={CURRENCIES} />);
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options, (option) => option.text)).toEqual(['US Dollar', 'Euro']);
    expect(select.value).toBe('EUR');
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('takes its name from aria-label when it shows no label, and hides its chevron from screen readers', () => {
    const { container } = render(<PlainSelect aria-label="Language" data-testid="language-picker" data={CURRENCIES} size="xs" />);
    expect(screen.getByRole('combobox', { name: 'Language' }).dataset.testid).toBe('language-picker');
    expect(container.querySelector('label')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('PlainTextInput', () => {
  it('is the browser’s input, named by its label, with an icon before the text and a control after it', () => {
    const clear = vi.fn();
    render(
      <PlainTextInput
        type="search"
        label="Search gemstones"
        defaultValue="opal"
        leftSection={<span data-testid="icon" />}
        rightSection={
          <button type="button" onClick={clear}>
            Clear
          </button>
        }
      />,
    );
    expect((screen.getByRole('searchbox', { name: 'Search gemstones' }) as HTMLInputElement).value).toBe('opal');
    expect(screen.getByTestId('icon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
