import { Alert, Box, Button, Center, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import { IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GalleryFilters, GalleryImage } from '#schema/gallery-api.ts';
import { useGalleryImages } from './api/get-gallery-images.ts';
import { GalleryCard } from './GalleryCard.tsx';
import { GALLERY_GRID_COLUMNS } from './gallery-grid-columns.ts';
import { useLoadMoreWhenNear } from '#web/lib/use-load-more.ts';

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
  if (images.length === 0) return <NoGemstones featuredOnly={filters.featured === true} onViewAll={onViewAll} />;

  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={GALLERY_GRID_COLUMNS}
        spacing="lg"
        data-testid="gallery-grid"
        aria-busy={busy || isFetchingNextPage}
        style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {images.map((image, index) => (
          <GalleryCard key={image.id} image={image} onViewDetails={onViewDetails} eager={index < 4} />
        ))}
      </SimpleGrid>
      {isFetchNextPageError && (
        <Alert color="red" role="alert">
          {t('gallery.loadFailed')}
        </Alert>
      )}
      {hasNextPage && (
        <Center>
          <Box ref={sentinel} aria-hidden style={{ height: 1, width: 1 }} />
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage} disabled={busy}>
            {t('gallery.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

function NoGemstones({ featuredOnly, onViewAll }: { featuredOnly: boolean; onViewAll: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState py="xl" data-testid="gallery-empty" withIndicatorBackground>
      <EmptyState.Indicator>
        <IconDiamond size={32} aria-hidden />
      </EmptyState.Indicator>
      <EmptyState.Title order={2}>{featuredOnly ? t('gallery.emptyFeaturedTitle') : t('gallery.emptyTitle')}</EmptyState.Title>
      <EmptyState.Description>{featuredOnly ? t('gallery.emptyFeaturedText') : t('gallery.emptyText')}</EmptyState.Description>
      {featuredOnly && (
        <EmptyState.Actions>
          <Button onClick={onViewAll}>{t('gallery.viewAll')}</Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
