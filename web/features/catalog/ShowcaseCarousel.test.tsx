import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { product } from '#testing/factories.ts';
import { ShowcaseCarousel } from './ShowcaseCarousel.tsx';

describe('the showcase', () => {
  it('shows the most precious stones in stock, the first of them counted', async () => {
    const stones = [
      product({ id: 1, name: 'Opal', price: 300, stock: 2 }),
      product({ id: 2, name: 'Ruby', price: 900, stock: 1 }),
      product({ id: 3, name: 'Jade', price: 5000, stock: 0 }),
    ];
    stubApi({ 'GET /api/products': { items: stones, nextCursor: null } });
    render(<ShowcaseCarousel />);
    const section = await screen.findByRole('region', { name: 'Gemstone Showcase' });
    const slides = await within(section).findAllByRole('group', { name: /of 2/ });
    expect(slides.map((slide) => slide.textContent)).toEqual([expect.stringContaining('Ruby'), expect.stringContaining('Opal')]);
    expect(screen.getByTestId('showcase-counter').textContent).toBe('1 of 2');
    expect(screen.getAllByTestId('carousel-dot')).toHaveLength(2);
  });
});
