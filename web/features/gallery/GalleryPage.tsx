import { useDocumentTitle } from '@mantine/hooks';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryFilters, GalleryImage } from '#schema/gallery-api.ts';
import { WhenOpened } from '#web/components/WhenOpened.tsx';
import { pageTitle } from '#web/lib/page-title.ts';
import { FactFilters } from '#web/features/stone-facts/index.ts';
import { useGalleryFacts } from './api/get-gallery-facts.ts';
import { useGalleryStats } from './api/get-gallery-stats.ts';
import { galleryCountFilters } from './api/load-gallery.ts';
import { useGalleryImages } from './api/get-gallery-images.ts';
import { useTrackGalleryView } from './api/track-view.ts';
import { GalleryFilterBar } from './GalleryFilterBar.tsx';
import { GalleryGrid } from './GalleryGrid.tsx';
import { GalleryHeading } from './GalleryHeading.tsx';
import { GallerySummary } from './GallerySummary.tsx';
import { useGalleryFilters } from './use-gallery-filters.ts';
import { PlainContainer, PlainStack } from '#web/components/plain/index.ts';
import classes from './GalleryPage.module.css';
import { withMantineTheme } from '#web/app/with-mantine-theme.ts';

const GalleryDetailDialog = lazy(withMantineTheme(() => import('./GalleryDetailDialog.tsx').then((m) => m.GalleryDetailDialog)));

/** /gallery: the public gemstone gallery (docs/product.md §2). */
export function GalleryPage() {
  const { search, filters, setSearchText, setCategory, setFeaturedOnly, setFacts } = useGalleryFilters();
  const facts = useGalleryFacts(filters);
  const details = useDetailsInAddress(search.image, filters);
  const cardsShown = useGalleryImages(filters).data.pages.reduce((sum, page) => sum + page.items.length, 0);
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('meta.galleryTitle'), t('brand.name')));
  // The toggle counts all gemstones and featured ones; the summary counts what the grid shows.
  const countFilters = galleryCountFilters(filters);
  const counts = useGalleryStats(countFilters.all);
  const shown = useGalleryStats(countFilters.shown);
  // While the loader fetches the cards for new filters, the current ones stay on screen, dimmed.
  const loading = useRouterState({ select: (state) => state.isLoading });

  return (
    <PlainContainer size="xl" className={classes.page}>
      <PlainStack gap="lg">
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
        <FactFilters value={search} counts={facts.data} onChange={setFacts} />
        <GallerySummary stats={shown.data} cardsShown={cardsShown} />
        <GalleryGrid filters={filters} busy={loading} onViewDetails={details.open} onViewAll={() => setFeaturedOnly(false)} />
      </PlainStack>
      <WhenOpened opened={details.image !== null}>
        {(shown) => <GalleryDetailDialog image={shown ? details.image : null} onClose={details.close} />}
      </WhenOpened>
    </PlainContainer>
  );
}

/**
 * The detail dialog, open while the address names its image: opening a card pushes /gallery/{id} (masking
 * /gallery?image={id}), so the link can be shared and Back closes the dialog. Each open records one view.
 */
function useDetailsInAddress(openId: number | undefined, filters: GalleryFilters) {
  const router = useRouter();
  const navigate = useNavigate({ from: '/gallery' });
  const trackView = useTrackGalleryView();
  const { data } = useGalleryImages(filters);
  // The image as the last view recorded it; the cards' copy until then.
  const [counted, setCounted] = useState<GalleryImage | null>(null);
  const openedHere = useRef(false);

  const open = (image: GalleryImage) => {
    openedHere.current = true;
    setCounted(null);
    trackView.mutate(image.id, { onSuccess: setCounted });
    void navigate({
      search: (previous) => ({ ...previous, image: image.id }),
      mask: { to: '/gallery/$id', params: { id: image.id }, unmaskOnReload: true },
      resetScroll: false,
    });
  };
  const close = () => {
    if (openedHere.current) {
      openedHere.current = false;
      router.history.back();
    } else {
      void navigate({ search: (previous) => ({ ...previous, image: undefined }), replace: true, resetScroll: false });
    }
  };
  const listed = data.pages.flatMap((page) => page.items).find((image) => image.id === openId) ?? null;
  const image = openId === undefined ? null : counted?.id === openId ? counted : listed;
  return { image, open, close };
}
