import type { EmblaPluginType } from 'embla-carousel';
import { Children, useEffect, useId, useState, type ComponentProps, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextDirection } from '#web/lib/use-text-direction.ts';
import { PlainGroup, unstyledLook } from '#web/components/plain/index.ts';
import { rem, spacing, type Step } from '#web/components/plain/theme-values.ts';
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
  /** The space between slides: a step of the theme's spacing or pixels. */
  slideGap?: Step | number;
};

/**
 * A looping carousel, drawn as Mantine's was (controls over the slides) with its dots below the slides and every
 * text in the visitor's language. Its first slide is plain markup: Embla (useLazyEmbla) arrives when the visitor
 * scrolls or reaches for it (pointer, touch, focus), so a carousel on the first screen adds nothing to the first load.
 */
export function ShopCarousel({ children, dotLabel, onSlideChange, duration, plugins, slideGap = 0, ...props }: ShopCarouselProps) {
  const { t } = useTranslation();
  const dir = useTextDirection();
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
      <div
        {...props}
        id={id}
        role="region"
        aria-roledescription="carousel"
        className={classes.root}
        style={{ '--slide-gap': spacing(slideGap) } as CSSProperties}
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
      </div>
      <PlainGroup
        role="group"
        aria-label={t('carousel.slides')}
        justify="center"
        gap={2}
        className={classes.dots}
        onTouchStart={wake}
        onFocus={wake}
      >
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            className={unstyledLook(classes.dot)}
            type="button"
            aria-label={labelOf(index + 1)}
            aria-current={index === selected || undefined}
            data-active={index === selected || undefined}
            data-testid="carousel-dot"
            onClick={() => goTo(index)}
          />
        ))}
      </PlainGroup>
    </>
  );
}

type ControlProps = ComponentProps<'button'> & { direction: 'previous' | 'next'; dir: 'ltr' | 'rtl' };

/** A previous or next arrow, its chevron pointing the way the slides move in the page's direction. */
function Control({ direction, dir, ...props }: ControlProps) {
  const pointsLeft = (direction === 'previous') === (dir === 'ltr');
  return (
    <button className={unstyledLook(classes.control)} type="button" {...props} data-type={direction}>
      <Chevron turn={pointsLeft ? 90 : -90} />
    </button>
  );
}

/** Mantine's AccordionChevron (16 px, pointing down), turned by `turn` degrees: its markup drawn by hand. */
function Chevron({ turn }: { turn: number }) {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={{ transform: `rotate(${turn}deg)`, ...CHEVRON_BOX }}>
      <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

const CHEVRON_BOX: CSSProperties = { width: rem(16), height: rem(16), display: 'block' };
const CHEVRON_PATH =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

/** One slide of a ShopCarousel. */
export function CarouselSlide(props: ComponentProps<'div'>) {
  return <div role="group" aria-roledescription="slide" {...props} className={classes.slide} />;
}
