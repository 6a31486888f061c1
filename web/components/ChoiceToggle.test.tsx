import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ChoiceToggle } from './ChoiceToggle.tsx';

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

const SHOW = [
  { value: 'all', label: 'All gemstones (48)' },
  { value: 'featured', label: 'Featured only (6)' },
] as const;

function Shown() {
  const [value, setValue] = useState<'all' | 'featured'>('all');
  return (
    <>
      <ChoiceToggle label="Show" value={value} options={SHOW} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('ChoiceToggle', () => {
  it('is a named radio group whose choices carry their labels, the chosen one checked', () => {
    render(<Shown />);
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    const names = Array.from(group.querySelectorAll('input'), (radio) => radio.name);
    expect(names).toHaveLength(2);
    expect(names[0]).not.toBe('');
    expect(names[1]).toBe(names[0]);
    expect(checked('All gemstones (48)')).toBe(true);
    expect(checked('Featured only (6)')).toBe(false);
  });

  it('picks the choice whose label is clicked', () => {
    render(<Shown />);
    fireEvent.click(screen.getByText('Featured only (6)'));
    expect(checked('Featured only (6)')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('featured');
  });

  it('keeps two groups on one page apart', () => {
    render(
      <>
        <ChoiceToggle label="First" value="all" options={SHOW} onChange={() => {}} />
        <ChoiceToggle label="Second" value="featured" options={SHOW} onChange={() => {}} />
      </>,
    );
    const nameOf = (group: string) => screen.getByRole('radiogroup', { name: group }).querySelector('input')?.name;
    expect(nameOf('First')).not.toBe(nameOf('Second'));
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
  });
});
