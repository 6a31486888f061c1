import { AccordionChevron, Group, UnstyledButton } from '@mantine/core';
import { act, fireEvent, screen } from '@testing-library/react';
import type { EmblaOptionsType } from 'embla-carousel';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import classes from './ShopCarousel.module.css';
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

const markupOf = (element: ReactElement) => render(element).container.innerHTML;
/** The element itself, without what is inside it. */
const shellOf = (element: Element) => (element.cloneNode(false) as Element).outerHTML;

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

  it('draws its arrows as Mantine’s UnstyledButton with its AccordionChevron turned the way they go', () => {
    setup();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    const id = next.getAttribute('aria-controls') ?? '';
    expect(previous.outerHTML).toBe(
      markupOf(
        <UnstyledButton aria-controls={id} aria-label="Previous" className={classes.control} data-type="previous">
          <AccordionChevron style={{ transform: 'rotate(90deg)' }} />
        </UnstyledButton>,
      ),
    );
    expect(next.outerHTML).toBe(
      markupOf(
        <UnstyledButton aria-controls={id} aria-label="Next" className={classes.control} data-type="next">
          <AccordionChevron style={{ transform: 'rotate(-90deg)' }} />
        </UnstyledButton>,
      ),
    );
  });

  it('draws its dots and their row as Mantine’s UnstyledButton and Group do, its frame as a plain region with the slides’ gap', () => {
    const { dot, region } = setup();
    expect(shellOf(region)).toBe(
      `<div aria-label="stones" id="${region.id}" role="region" aria-roledescription="carousel" class="${classes.root}" style="--slide-gap: calc(0rem * var(--mantine-scale));"></div>`,
    );
    const dots = screen.getByRole('group', { name: 'Slides' });
    expect(shellOf(dots)).toBe(
      shellOf(
        render(<Group role="group" aria-label="Slides" justify="center" gap={2} className={classes.dots} />).container.firstElementChild!,
      ),
    );
    expect(dot(1).outerHTML).toBe(
      markupOf(<UnstyledButton className={classes.dot} aria-label="Go to slide 1" aria-current data-active data-testid="carousel-dot" />),
    );
    expect(dot(2).outerHTML).toBe(
      markupOf(<UnstyledButton className={classes.dot} aria-label="Go to slide 2" data-testid="carousel-dot" />),
    );
  });

  it('brings Embla on the first scroll', async () => {
    setup();
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await vi.waitFor(() => expect(startEmbla).toHaveBeenCalledTimes(1));
  });
});
