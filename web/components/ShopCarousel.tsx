import { AccordionChevron, Box, getSpacing, Group, UnstyledButton, useDirection, type MantineSpacing } from '@mantine/core';
import type { EmblaPluginType } from 'embla-carousel';
import { Children, useEffect, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrolled } from '#web/lib/use-scrolled.ts';
import classes from './ShopCarousel.module.css';
import { useLazyEmbla } from './use-lazy-embla.ts';

type ShopCarouselProps = {
  /** The slides, each a CarouselSlide. */
  children: ReactNode;
  /** Names the carousel for screen readers. */
  'aria-label'?: string;
  /** A dot's name, by slide number from 1; 'Go to slide {{n}}' unless given. */
  dotLabel?: (n: number) => string;
  onSlideChange?: (index: number) => void;
  /** Embla's speed of a slide (not in ms: 25 is its default). */
  duration?: number;
  plugins?: EmblaPluginType[];
  slideGap?: MantineSpacing;
};

/**
 * A looping carousel, drawn as Mantine's was (controls over the slides) with its dots below the slides and every
 * text in the visitor's language. Its first slide is plain markup: Embla (useLazyEmbla) arrives when the visitor
 * scrolls or reaches for it (pointer, touch, focus), so a carousel on the first screen adds nothing to the first load.
 */
export function ShopCarousel({ children, dotLabel, onSlideChange, duration, plugins, slideGap = 0, ...props }: ShopCarouselProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const id = useId();
  const count = Children.count(children);
  const [selected, setSelected] = useState(0);
  const show = (index: number) => {
    setSelected(index);
    onSlideChange?.(index);
  };
  const { viewportRef, embla, wake } = useLazyEmbla({
    options: { loop: true, duration, direction: dir },
    plugins,
    selected,
    onSelect: show,
  });
  const scrolled = useScrolled();
  useEffect(() => {
    if (scrolled) wake();
  }, [scrolled, wake]);

  const goTo = (index: number) => {
    if (embla) embla.scrollTo(index);
    else {
      show((index + count) % count);
      wake();
    }
  };
  const previous = () => (embla ? embla.scrollPrev() : goTo(selected - 1));
  const next = () => (embla ? embla.scrollNext() : goTo(selected + 1));
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => void> = { ArrowRight: next, ArrowLeft: previous, Home: () => goTo(0), End: () => goTo(count - 1) };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };
  const labelOf = dotLabel ?? ((n: number) => t('carousel.goToSlide', { n }));

  return (
    <>
      <Box
        {...props}
        id={id}
        role="region"
        aria-roledescription="carousel"
        className={classes.root}
        style={{ '--slide-gap': getSpacing(slideGap) }}
        onKeyDownCapture={onKeyDown}
        onPointerEnter={wake}
        onTouchStart={wake}
        onFocus={wake}
      >
        <div className={classes.controls}>
          <Control direction="previous" dir={dir} aria-controls={id} aria-label={t('common.previous')} onClick={previous} />
          <Control direction="next" dir={dir} aria-controls={id} aria-label={t('common.next')} onClick={next} />
        </div>
        <div className={classes.viewport} ref={viewportRef} data-testid="carousel-viewport">
          <div className={classes.container}>{children}</div>
        </div>
      </Box>
      <Group
        role="group"
        aria-label={t('carousel.slides')}
        justify="center"
        gap={2}
        className={classes.dots}
        onTouchStart={wake}
        onFocus={wake}
      >
        {Array.from({ length: count }, (_, index) => (
          <UnstyledButton
            key={index}
            className={classes.dot}
            aria-label={labelOf(index + 1)}
            aria-current={index === selected || undefined}
            data-active={index === selected || undefined}
            data-testid="carousel-dot"
            onClick={() => goTo(index)}
          />
        ))}
      </Group>
    </>
  );
}

type ControlProps = ComponentProps<'button'> & { direction: 'previous' | 'next'; dir: 'ltr' | 'rtl' };

/** A previous or next arrow, its chevron pointing the way the slides move in the page's direction. */
function Control({ direction, dir, ...props }: ControlProps) {
  const pointsLeft = (direction === 'previous') === (dir === 'ltr');
  return (
    <UnstyledButton {...props} className={classes.control} data-type={direction}>
      <AccordionChevron style={{ transform: `rotate(${pointsLeft ? 90 : -90}deg)` }} />
    </UnstyledButton>
  );
}

/** One slide of a ShopCarousel. */
export function CarouselSlide(props: ComponentProps<'div'>) {
  return <div role="group" aria-roledescription="slide" {...props} className={classes.slide} />;
}
