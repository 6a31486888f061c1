import { Carousel, type CarouselProps } from '@mantine/carousel';
import { Group, UnstyledButton } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ShopCarousel.module.css';
import '@mantine/carousel/styles.css';

type ShopCarouselProps = Omit<
  CarouselProps,
  'withIndicators' | 'getIndicatorProps' | 'getEmblaApi' | 'previousControlProps' | 'nextControlProps' | 'classNames'
> & {
  /** How many slides it holds: one dot each. */
  count: number;
  /** A dot's name, by slide number from 1; 'Go to slide {{n}}' unless given. */
  dotLabel?: (n: number) => string;
};

/**
 * Mantine's carousel with its dots below the slides instead of over them, and every text in the visitor's
 * language: Mantine draws its own dots white over the slide's caption, and names them, and announces each
 * slide, in English only.
 */
export function ShopCarousel({ count, dotLabel, onSlideChange, initialSlide = 0, children, ...props }: ShopCarouselProps) {
  const { t } = useTranslation();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(initialSlide);
  const labelOf = dotLabel ?? ((n: number) => t('carousel.goToSlide', { n }));
  return (
    <>
      <Carousel
        {...props}
        initialSlide={initialSlide}
        classNames={{ root: classes.root }}
        getEmblaApi={setEmbla}
        onSlideChange={(index) => {
          setSelected(index);
          onSlideChange?.(index);
        }}
        previousControlProps={{ 'aria-label': t('common.previous') }}
        nextControlProps={{ 'aria-label': t('common.next') }}
      >
        {children}
      </Carousel>
      <Group role="group" aria-label={t('carousel.slides')} justify="center" gap={2} className={classes.dots}>
        {Array.from({ length: count }, (_, index) => (
          <UnstyledButton
            key={index}
            className={classes.dot}
            aria-label={labelOf(index + 1)}
            aria-current={index === selected || undefined}
            data-active={index === selected || undefined}
            data-testid="carousel-dot"
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
      </Group>
    </>
  );
}
