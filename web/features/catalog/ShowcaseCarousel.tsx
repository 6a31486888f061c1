import { CardGrid } from '#web/components/CardGrid.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GemImage, GreyPlaceholder } from '#web/components/GemImage.tsx';
import { CarouselSlide, ShopCarousel } from '#web/components/ShopCarousel.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { PlainBadge, PlainContainer, PlainGroup, PlainPaper, PlainStack, PlainText, PlainTitle } from '#web/components/plain/index.ts';
import { useMoney } from '#web/features/currency/index.ts';
import { useFirstProducts } from './api/get-products.ts';
import classes from './ShowcaseCarousel.module.css';

const SHOWCASE_SIZE = 6;
/** embla's duration is not in ms; 30 gives a slide of about 700 ms (docs/product.md §9). */
const SLIDE_DURATION = 30;
/** The carousel fills the second of two columns from md up. */
const SHOWCASE_COLUMNS = { base: 1, md: 2 } as const;
const SLIDE_IMAGE_SIZES = gridImageSizes(SHOWCASE_COLUMNS);
const STATS = [
  { value: '100%', key: 'authentic' },
  { value: '15+', key: 'countries' },
  { value: '500+', key: 'specimens' },
] as const;

/** The gemstone showcase: the most precious stones in stock, 'n of total', and the shop's claims. */
export function ShowcaseCarousel() {
  const { t } = useTranslation();
  const products = useFirstProducts();
  const money = useMoney();
  const [index, setIndex] = useState(0);
  const showcase = products
    .filter((product) => product.stock > 0)
    .sort((a, b) => b.price - a.price)
    .slice(0, SHOWCASE_SIZE);

  return (
    <PlainContainer
      size="xl"
      component="section"
      className={classes.section}
      aria-labelledby="showcase-title"
      aria-roledescription={t('showcase.roleDescription')}
    >
      <CardGrid cols={SHOWCASE_COLUMNS} spacing="xl">
        <PlainStack justify="center" gap="md">
          <PlainTitle order={2} id="showcase-title">
            {t('showcase.title')}
          </PlainTitle>
          <PlainText c="dimmed">{t('showcase.text')}</PlainText>
          <PlainGroup gap="lg">
            {STATS.map((stat) => (
              <div key={stat.key}>
                <PlainText fw={800} c="amethyst.9" className={classes.statValue}>
                  {stat.value}
                </PlainText>
                <PlainText size="sm" c="dimmed">
                  {t(`showcase.stats.${stat.key}`)}
                </PlainText>
              </div>
            ))}
          </PlainGroup>
        </PlainStack>
        {showcase.length > 0 && (
          <PlainPaper withBorder radius="md" className={classes.frame}>
            <ShopCarousel duration={SLIDE_DURATION} onSlideChange={setIndex}>
              {showcase.map((product, slide) => (
                <CarouselSlide key={product.id} aria-label={t('showcase.slideOf', { n: slide + 1, total: showcase.length })}>
                  <GemImage
                    src={product.imageUrl}
                    alt={product.name}
                    sizes={SLIDE_IMAGE_SIZES}
                    eager={slide === 0}
                    fallback={<GreyPlaceholder label={t('catalog.imagePlaceholder')} />}
                  />
                  <PlainGroup justify="space-between" wrap="nowrap" className={classes.caption}>
                    <PlainText fw={700} dir="auto">
                      {product.name}
                    </PlainText>
                    <PlainText fw={700} c="amethyst.9">
                      {money.format(product.price)}
                    </PlainText>
                  </PlainGroup>
                </CarouselSlide>
              ))}
            </ShopCarousel>
            <PlainGroup justify="center" className={classes.counterRow}>
              <PlainBadge variant="light" aria-live="polite" data-testid="showcase-counter">
                {t('showcase.counter', { n: index + 1, total: showcase.length })}
              </PlainBadge>
            </PlainGroup>
          </PlainPaper>
        )}
      </CardGrid>
    </PlainContainer>
  );
}
