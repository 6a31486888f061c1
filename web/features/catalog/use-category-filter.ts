import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ProductCategory } from '#schema/catalog.ts';
import { scrollToSection } from '#web/lib/sections.ts';

const home = getRouteApi('/');

/** docs/product.md §4: none or one category; choosing the selected one again clears it. */
export function useCategoryFilter() {
  const { category } = home.useSearch();
  const navigate = home.useNavigate();
  const setCategory = useCallback(
    (next: ProductCategory | undefined) => {
      void navigate({ search: (previous) => ({ ...previous, category: next }), resetScroll: false, replace: true });
    },
    [navigate],
  );
  const toggle = useCallback(
    (next: ProductCategory) => {
      const clearing = category === next;
      setCategory(clearing ? undefined : next);
      if (!clearing) requestAnimationFrame(() => scrollToSection('products'));
    },
    [category, setCategory],
  );
  return { category, setCategory, toggle, clear: () => setCategory(undefined) };
}
