import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { CardGrid } from './CardGrid.tsx';

describe('CardGrid', () => {
  it('tells its sheet the columns of each breakpoint it was given and the theme’s gap, keeping its own attributes', () => {
    const { container } = render(
      <CardGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" data-testid="grid" aria-busy style={{ opacity: 0.6 }}>
        <span />
      </CardGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.getPropertyValue('--grid-base')).toBe('1');
    expect(grid.style.getPropertyValue('--grid-xs')).toBe('2');
    expect(grid.style.getPropertyValue('--grid-sm')).toBe('');
    expect(grid.style.getPropertyValue('--grid-lg')).toBe('4');
    expect(grid.style.getPropertyValue('--grid-spacing')).toBe('var(--mantine-spacing-lg)');
    expect(grid.style.opacity).toBe('0.6');
    expect(grid.dataset.testid).toBe('grid');
    expect(grid.getAttribute('aria-busy')).toBe('true');
  });
});
