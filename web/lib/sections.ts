import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

export type SectionId = 'products' | 'categories' | 'contact';

/** Smoothly scrolls to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: SectionId): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/** Goes to a home-page section: scrolls when it is on this page, else opens the home page at it. */
export function useSectionNav(): (id: SectionId) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: SectionId) => {
      if (!scrollToSection(id)) void navigate({ to: '/', hash: id });
    },
    [navigate],
  );
}
