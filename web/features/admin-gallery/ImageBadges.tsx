import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';

/** Featured and Product, when they apply. */
export function ImageFlags({ image }: { image: GalleryImage }) {
  const { t } = useTranslation();
  if (!image.featured && !image.isProduct) return null;
  return (
    <Group gap={4} wrap="wrap">
      {image.featured && (
        <Badge color="yellow.4" variant="filled" size="sm" c="dark.8">
          {t('adminGallery.card.featured')}
        </Badge>
      )}
      {image.isProduct && (
        <Badge color="teal" variant="filled" size="sm">
          {t('adminGallery.card.product')}
        </Badge>
      )}
    </Group>
  );
}

export function StockBadge({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={inStock ? 'green' : 'gray'} size="sm">
      {inStock ? t('adminGallery.card.inStock') : t('adminGallery.card.outOfStock')}
    </Badge>
  );
}

/** Featured, Product and the stock state together (the list view's status column). */
export function ImageBadges({ image }: { image: GalleryImage }) {
  return (
    <Group gap={4} wrap="wrap">
      <ImageFlags image={image} />
      <StockBadge inStock={image.stock} />
    </Group>
  );
}
