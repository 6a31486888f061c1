import { CardGrid } from '#web/components/CardGrid.tsx';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CATEGORIES } from '#schema/catalog.ts';
import { GemImage } from '#web/components/GemImage.tsx';
import { gridImageSizes } from '#web/components/image-sizes.ts';
import { PlainContainer, PlainSkeleton, PlainStack, PlainText, PlainTitle, unstyledLook } from '#web/components/plain/index.ts';
import { useProductCategories } from './api/get-products.ts';
import classes from './CategoryGrid.module.css';
import { useCategoryFilter } from './use-category-filter.ts';

const CATEGORY_COLUMNS = { base: 2, sm: 4 } as const;
const CATEGORY_IMAGE_SIZES = gridImageSizes(CATEGORY_COLUMNS);

/** 'Shop by Collection' (#categories): a card per category that has products. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { data: summary, isPending } = useProductCategories();
  const { category: selected, toggle } = useCategoryFilter();

  // In the catalog's own order; a category with no products has no card.
  const categories = PRODUCT_CATEGORIES.flatMap((category) => {
    const entry = summary?.find((candidate) => candidate.category === category);
    return entry ? [{ ...entry, category }] : [];
  });

  return (
    <PlainContainer size="xl" component="section" id="categories" className={classes.section} aria-labelledby="categories-title">
      <PlainStack gap={4} className={classes.heading}>
        <PlainTitle order={2} id="categories-title">
          {t('categoriesSection.title')}
        </PlainTitle>
        <PlainText c="dimmed">{t('categoriesSection.subtitle')}</PlainText>
      </PlainStack>
      <CardGrid cols={CATEGORY_COLUMNS} spacing="md">
        {isPending && Array.from({ length: 4 }, (_, index) => <PlainSkeleton key={index} radius="md" style={{ aspectRatio: '4 / 5' }} />)}
        {categories.map(({ category, count, imageUrl }) => (
          <button
            type="button"
            key={category}
            className={unstyledLook(classes.card)}
            aria-pressed={selected === category}
            data-selected={selected === category || undefined}
            onClick={() => toggle(category)}
          >
            {imageUrl ? (
              <GemImage
                src={imageUrl}
                alt=""
                sizes={CATEGORY_IMAGE_SIZES}
                fallback={
                  <IconDiamond size={40} color="var(--mantine-color-amethyst-6)" aria-hidden data-testid="category-fallback-icon" />
                }
              />
            ) : (
              <IconDiamond size={40} aria-hidden />
            )}
            <PlainStack gap={0} className={classes.caption}>
              <PlainText fw={700}>{t(`categories.${category}`)}</PlainText>
              <PlainText size="sm" c="dimmed">
                {t('categoriesSection.count', { count })}
              </PlainText>
            </PlainStack>
          </button>
        ))}
      </CardGrid>
    </PlainContainer>
  );
}
