import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FactCounts } from '#schema/stone-facts.ts';
import { render } from '#web/test/render.tsx';
import { FactFilters } from './FactFilters.tsx';

const counts: FactCounts = {
  treatment: [
    { value: 'none', count: 5 },
    { value: 'heated', count: 3 },
  ],
  origin: [
    { value: 'LK', count: 4 },
    { value: 'BR', count: 2 },
    { value: 'unknown', count: 1 },
  ],
  certified: 2,
};

describe('the stone-fact filters', () => {
  it('offers only the treatments and countries that have stones, each with its count, countries named by the browser', () => {
    render(<FactFilters value={{}} counts={counts} onChange={vi.fn()} />);
    const treatment = screen.getByRole('combobox', { name: 'Treatment' });
    expect([...treatment.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any treatment',
      'None (untreated) (5)',
      'Heated (3)',
    ]);
    const origin = screen.getByRole('combobox', { name: 'Origin' });
    expect([...origin.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Any origin',
      'Brazil (2)',
      'Sri Lanka (4)',
      'Unknown origin (1)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Certified only (2)' })).toHaveProperty('checked', false);
  });

  it('reports each choice, and its clearing, as a change of the address', async () => {
    const onChange = vi.fn();
    render(<FactFilters value={{ origin: 'LK' }} counts={counts} onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Origin' })).toHaveProperty('value', 'LK');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Treatment' }), 'heated');
    expect(onChange).toHaveBeenLastCalledWith({ treatment: 'heated' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Origin' }), '');
    expect(onChange).toHaveBeenLastCalledWith({ origin: undefined });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Certified only (2)' }));
    expect(onChange).toHaveBeenLastCalledWith({ certified: true });
  });

  it('keeps a chosen country that no longer has stones choosable, counted 0', () => {
    render(<FactFilters value={{ origin: 'MM' }} counts={counts} onChange={vi.fn()} />);
    expect(screen.getByRole('option', { name: 'Myanmar (Burma) (0)' })).toHaveProperty('selected', true);
  });
});
