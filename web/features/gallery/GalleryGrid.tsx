import { CardGrid } from '#web/components/CardGrid.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '#web/components/LoadFailed.tsx';
import { ShopButton } from '#web/components/ShopButton.tsx';
import type { GalleryFilters, GalleryImage } from '#schema/gallery-api.ts';
import { useGalleryImages } from './api/get-gallery-images.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { GALLERY_GRID_COLUMNS } from './gallery-grid-columns.ts';
import { useLoadMoreWhenNear } from '#web/lib/use-load-more.ts';
import { PlainCenter, PlainStack } from '#web/components/plain/index.ts';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

// Few visits see it, so Mantine's EmptyState (1.9 KB of JS gzipped) loads only when they do (docs/design.md Budgets).
const NoGemstones = lazy(withMantineTheme(() => import('./NoGemstones.tsx').then((m) => m.NoGemstones)));

type GalleryGridProps = {
  filters: GalleryFilters;
  /** True while the cards for new filters load: the current ones stay, dimmed. */
  busy: boolean;
  onViewDetails: (image: GalleryImage) => void;
  onViewAll: () => void;
};

/** The cards for `filters`, loading more as the visitor scrolls; the empty state, and a failed next page. */
export function GalleryGrid({ filters, busy, onViewDetails, onViewAll }: GalleryGridProps) {
  const { t } = useTranslation();
  const { data, isFetchingNextPage, hasNextPage, fetchNextPage, isFetchNextPageError } = useGalleryImages(filters);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !busy;
  const sentinel = useLoadMoreWhenNear<HTMLDivElement>(() => void fetchNextPage(), canLoadMore);

  const images = data.pages.flatMap((page) => page.items);
  if (images.length === 0)
    return (
      <Suspense fallback={null}>
        <NoGemstones featuredOnly={filters.featured === true} onViewAll={onViewAll} />
      </Suspense>
    );

  return (
    <PlainStack gap="lg">
      <CardGrid
        cols={GALLERY_GRID_COLUMNS}
        spacing="lg"
        data-testid="gallery-grid"
        aria-busy={busy || isFetchingNextPage}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {images.map((image, index) => (
          <GalleryCard key={image.id} image={image} onViewDetails={onViewDetails} eager={index < 4} />
        ))}
      </CardGrid>
      {isFetchNextPageError && <LoadFailed message={t('gallery.loadFailed')} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && (
        <PlainCenter>
          <div ref={sentinel} aria-hidden style={{ height: 1, width: 1 }} />
          <ShopButton variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} disabled={busy}>
            {t('gallery.loadMore')}
          </ShopButton>
        </PlainCenter>
      )}
    </PlainStack>
  );
}
