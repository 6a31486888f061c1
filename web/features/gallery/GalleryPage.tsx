import { Container, Stack } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { lazy, useState } from 'react';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { useGalleryStats } from './api/get-gallery-stats.ts';
import { galleryCountFilters } from './api/load-gallery.ts';
import { useTrackGalleryView } from './api/track-view.ts';
import { GalleryFilterBar } from './GalleryFilterBar.tsx';
import { GalleryGrid } from './GalleryGrid.tsx';
import { GalleryHeading } from './GalleryHeading.tsx';
import { GallerySummary } from './GallerySummary.tsx';
import { useGalleryFilters } from './use-gallery-filters.ts';

const GalleryDetailDialog = lazy(() => import('./GalleryDetailDialog.tsx').then((m) => ({ default: m.GalleryDetailDialog })));

/** /gallery: the public gemstone gallery (docs/product.md §2). */
export function GalleryPage() {
  const { search, filters, setSearchText, setCategory, setFeaturedOnly } = useGalleryFilters();
  // The toggle counts all gemstones and featured ones; the summary counts what the grid shows.
  const countFilters = galleryCountFilters(filters);
  const counts = useGalleryStats(countFilters.all);
  const shown = useGalleryStats(countFilters.shown);
  // While the loader fetches the cards for new filters, the current ones stay on screen, dimmed.
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [selected, setSelected] = useState<GalleryImage | null>(null);
  const trackView = useTrackGalleryView();

  const openDetails = (image: GalleryImage) => {
    setSelected(image);
    trackView.mutate(image.id, {
      // The dialog shows the new count as soon as it is known (the cards get it from the cache).
      onSuccess: (updated) => setSelected((current) => (current?.id === updated.id ? updated : current)),
    });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <GalleryHeading />
        <GalleryFilterBar
          searchText={search.search ?? ''}
          category={search.category}
          featuredOnly={filters.featured === true}
          counts={counts.data}
          busy={loading}
          onSearch={setSearchText}
          onCategory={setCategory}
          onFeaturedOnly={setFeaturedOnly}
        />
        <GallerySummary stats={shown.data} />
        <GalleryGrid filters={filters} busy={loading} onViewDetails={openDetails} onViewAll={() => setFeaturedOnly(false)} />
      </Stack>
      <WhenOpened opened={selected !== null}>
        {(shown) => <GalleryDetailDialog image={shown ? selected : null} onClose={() => setSelected(null)} />}
      </WhenOpened>
    </Container>
  );
}
