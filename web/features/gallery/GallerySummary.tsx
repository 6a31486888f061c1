import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GalleryStats } from '#schema/gallery-api.ts';

/** docs/product.md §2's summary line: how many gemstones are shown, how many of them are in stock and featured. */
export function GallerySummary({ stats }: { stats: GalleryStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return <Skeleton height={20} width={260} />;
  return (
    <Text c="dimmed" size="sm" aria-live="polite" data-testid="gallery-summary">
      {t('gallery.summary', {
        shown: t('gallery.summaryShown', { count: stats.total }),
        inStock: t('gallery.summaryInStock', { count: stats.inStock }),
        featured: t('gallery.summaryFeatured', { count: stats.featured }),
      })}
    </Text>
  );
}
