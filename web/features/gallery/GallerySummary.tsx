import { useTranslation } from 'react-i18next';
import type { GalleryStats } from '#schema/gallery-api.ts';
import { PlainSkeleton, PlainText } from '#web/components/plain/index.ts';

/**
 * docs/product.md §2's summary line: how many gemstones are shown, how many of them are in stock and featured.
 * While the grid shows fewer cards than match (it pages), it says so: "24 of 48 gemstones".
 */
export function GallerySummary({ stats, cardsShown }: { stats: GalleryStats | undefined; cardsShown: number }) {
  const { t } = useTranslation();
  if (!stats) return <PlainSkeleton height={20} width={260} />;
  const total = t('gallery.summaryShown', { count: stats.total });
  return (
    <PlainText c="dimmed" size="sm" aria-live="polite" data-testid="gallery-summary">
      {t('gallery.summary', {
        shown: cardsShown < stats.total ? t('gallery.summaryShownOf', { shown: cardsShown, total }) : total,
        inStock: t('gallery.summaryInStock', { count: stats.inStock }),
        featured: t('gallery.summaryFeatured', { count: stats.featured }),
      })}
    </PlainText>
  );
}
