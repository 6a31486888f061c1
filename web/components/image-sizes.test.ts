import { describe, expect, it } from 'vitest';
import { gridImageSizes } from './image-sizes.ts';

describe('gridImageSizes', () => {
  it('names a cell of the grid at each breakpoint, widest first, capped by the container', () => {
    expect(gridImageSizes({ base: 1, xs: 2, md: 3, lg: 4 })).toBe(
      '(min-width: 75em) min(25vw, 330px), (min-width: 62em) min(34vw, 440px), (min-width: 36em) min(50vw, 660px), min(100vw, 1320px)',
    );
  });

  it('takes the container width it is given', () => {
    expect(gridImageSizes({ base: 1, sm: 2 }, 780)).toBe('(min-width: 48em) min(50vw, 390px), min(100vw, 780px)');
  });
});
