import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

export type SectionId = 'products' | 'categories' | 'contact';

/** How long a section scrolled to is held in place while the sections above it load and change height. */
const HOLD_AT_MOST_MS = 8000;
/** The hold ends sooner once the page has stopped changing height for this long. */
const HOLD_AFTER_LAST_CHANGE_MS = 1500;
/** Any of these means the visitor is scrolling on their own: the hold lets go at once. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

let releaseHeld: (() => void) | undefined;

/**
 * Scrolls to a section of the current page and keeps its heading there while the page settles: the sections
 * above it load as they near the screen (LazySection) and would otherwise push it down mid-scroll.
 * False when the page has no such section.
 */
export function scrollToSection(id: SectionId): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const align = () => element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  releaseHeld?.();
  align();
  releaseHeld = holdInPlace(align);
  return true;
}

/** Calls `align` whenever the page changes height, until it settles or the visitor scrolls; returns the release. */
function holdInPlace(align: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  let settled = window.setTimeout(() => release(), HOLD_AFTER_LAST_CHANGE_MS);
  const deadline = window.setTimeout(() => release(), HOLD_AT_MOST_MS);
  const observer = new ResizeObserver(() => {
    align();
    window.clearTimeout(settled);
    settled = window.setTimeout(() => release(), HOLD_AFTER_LAST_CHANGE_MS);
  });
  observer.observe(document.body);
  // A smooth scroll that was aimed before a late change lands short: aim again where it stops.
  const onScrollEnd = () => align();
  window.addEventListener('scrollend', onScrollEnd);
  for (const event of VISITOR_SCROLLS) window.addEventListener(event, release, { passive: true, capture: true });

  function release() {
    observer.disconnect();
    window.clearTimeout(settled);
    window.clearTimeout(deadline);
    window.removeEventListener('scrollend', onScrollEnd);
    for (const event of VISITOR_SCROLLS) window.removeEventListener(event, release, { capture: true });
    if (releaseHeld === release) releaseHeld = undefined;
  }
  return release;
}

/** Goes to a home-page section: scrolls when it is on this page, else opens the home page at it. */
export function useSectionNav(): (id: SectionId) => void {
  const navigate = useNavigate();
  return useCallback(
    (id: SectionId) => {
      if (scrollToSection(id)) return;
      void navigate({ to: '/', hash: id }).then(() => scrollToSection(id));
    },
    [navigate],
  );
}
