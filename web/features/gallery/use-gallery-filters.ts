import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { GalleryCategory } from '#schema/catalog.ts';
import type { FactAddress } from '#web/features/stone-facts/index.ts';
import { filtersOf, type GallerySearch } from './gallery-search.ts';

const galleryRoute = getRouteApi('/gallery');

/** The gallery's filters, kept in the query string; each change replaces the URL (no history entry). */
export function useGalleryFilters() {
  const search = galleryRoute.useSearch();
  const navigate = galleryRoute.useNavigate();
  const update = useCallback(
    (changes: Partial<GallerySearch>) => {
      void navigate({ search: (previous) => ({ ...previous, ...changes }), replace: true, resetScroll: false });
    },
    [navigate],
  );
  const filters = useMemo(() => filtersOf(search), [search]);
  return {
    search,
    filters,
    setSearchText: useCallback((text: string) => update({ search: text.trim() || undefined }), [update]),
    setCategory: useCallback((category: GalleryCategory | undefined) => update({ category }), [update]),
    setFeaturedOnly: useCallback((featuredOnly: boolean) => update({ featured: featuredOnly || undefined }), [update]),
    // A fact filter is a history entry: a shared link reproduces it, Back takes it off.
    setFacts: useCallback(
      (changes: Partial<FactAddress>) => void navigate({ search: (previous) => ({ ...previous, ...changes }), resetScroll: false }),
      [navigate],
    ),
  };
}
