import { act, fireEvent, screen } from '@testing-library/react';
import type { EmblaOptionsType } from 'embla-carousel';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { CarouselSlide, ShopCarousel } from './ShopCarousel.tsx';

const startEmbla = vi.hoisted(() =>
  vi.fn((_viewport: HTMLElement, options: EmblaOptionsType) => ({
    on: vi.fn(),
    destroy: vi.fn(),
    selectedScrollSnap: () => options.startIndex ?? 0,
  })),
);
vi.mock('embla-carousel', () => ({ default: startEmbla }));

function setup() {
  startEmbla.mockClear();
  const onSlideChange = vi.fn();
  render(
    <ShopCarousel onSlideChange={onSlideChange} aria-label="stones">
      {['ruby', 'opal', 'jade'].map((stone) => (
        <CarouselSlide key={stone}>{stone}</CarouselSlide>
      ))}
    </ShopCarousel>,
  );
  const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
  return { onSlideChange, dot, region: screen.getByRole('region', { name: 'stones' }) };
}

describe('ShopCarousel', () => {
  it('draws every slide without Embla, which starts on the slide a dot chose before it came', async () => {
    const { onSlideChange, dot } = setup();
    expect(screen.getByText('jade').getAttribute('aria-roledescription')).toBe('slide');
    await act(() => vi.dynamicImportSettled());
    expect(startEmbla).not.toHaveBeenCalled();

    fireEvent.click(dot(3));
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    expect(onSlideChange).toHaveBeenCalledWith(2);
    await vi.waitFor(() => expect(startEmbla).toHaveBeenCalledTimes(1));
    expect(startEmbla.mock.calls[0]?.[1]).toMatchObject({ loop: true, startIndex: 2 });
  });

  it('steps back from the first slide round to the last, by key, before Embla comes', () => {
    const { onSlideChange, dot, region } = setup();
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(dot(3).getAttribute('aria-current')).toBe('true');
    expect(onSlideChange).toHaveBeenCalledWith(2);
  });

  it('brings Embla on the first scroll', async () => {
    setup();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(() => expect(startEmbla).toHaveBeenCalledTimes(1));
  });
});
