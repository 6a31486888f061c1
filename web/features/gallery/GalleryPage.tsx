import { Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { useGalleryImages } from './api/get-gallery-images.ts';
import { useGalleryStats } from './api/get-gallery-stats.ts';
import { useTrackGalleryView } from './api/track-view.ts';
import { GalleryDetailDialog } from './GalleryDetailDialog.tsx';
import { GalleryFilterBar } from './GalleryFilterBar.tsx';
import { GalleryGrid } from './GalleryGrid.tsx';
import { GallerySummary } from './GallerySummary.tsx';
import { useGalleryFilters } from './use-gallery-filters.ts';

/** /gallery: the public gemstone gallery (SPEC 2). */
export function GalleryPage() {
  const { t } = useTranslation();
  const { search, filters, setSearchText, setCategory, setFeaturedOnly } = useGalleryFilters();
  const { featured, ...allFilters } = filters;
  // The toggle counts all gemstones and featured ones; the summary counts what the grid shows.
  const counts = useGalleryStats(allFilters);
  const shown = useGalleryStats(filters);
  const images = useGalleryImages(filters);
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
        <div>
          <Title order={1}>{t('gallery.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('gallery.subtitle')}
          </Text>
        </div>
        <GalleryFilterBar
          searchText={search.search ?? ''}
          category={search.category}
          featuredOnly={featured === true}
          counts={counts.data}
          busy={images.isPlaceholderData}
          onSearch={setSearchText}
          onCategory={setCategory}
          onFeaturedOnly={setFeaturedOnly}
        />
        <GallerySummary stats={shown.data} />
        <GalleryGrid filters={filters} onViewDetails={openDetails} onViewAll={() => setFeaturedOnly(false)} />
      </Stack>
      <GalleryDetailDialog image={selected} onClose={() => setSelected(null)} />
    </Container>
  );
}
