import { useChildMatches, type AnyRouter } from '@tanstack/react-router';
import { createElement, Suspense, useEffect, useEffectEvent, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * The moment the page answers taps: React has hydrated (or rendered) the whole first screen, the matched page
 * and every Suspense boundary in it, and their effects have run. Marked three ways: <html data-hydrated> (the
 * e2e tests wait for it), the user-timing mark FIRST_TAP_READY (the bench reads it from the Lighthouse trace and
 * budgets it, docs/design.md "Budgets"), and the event of the same name, on which web/public/after-paint.js
 * stops holding taps.
 *
 * Not at the app's first commit: React hydrates each Suspense boundary of the server's HTML in a pass of its own,
 * after the parts around it, and the router puts the page inside one or two (the outlet's, and the route's own
 * when it has a pending component). Until its pass, a control there is the server's HTML: a pick in a select is
 * undone as React hydrates it.
 */
export const FIRST_TAP_READY = 'first-tap-ready';

function markFirstTapReady(): void {
  document.documentElement.dataset.hydrated = '';
  performance.mark(FIRST_TAP_READY);
  document.dispatchEvent(new Event(FIRST_TAP_READY));
}

/** A Suspense boundary of the first screen (FirstScreenSuspense). */
type Part = object;

const firstScreen = { pageShown: false, waiting: new Set<Part>(), shown: new WeakSet<Part>(), marked: false };

function markOnceTheFirstScreenAnswers(): void {
  if (firstScreen.marked || !firstScreen.pageShown || firstScreen.waiting.size > 0) return;
  firstScreen.marked = true;
  markFirstTapReady();
}

function pageShown(): void {
  firstScreen.pageShown = true;
  markOnceTheFirstScreenAnswers();
}

type RoutePart = ComponentType<object> & { preload?: () => Promise<void> };
type WhenShown = 'the page' | 'a layout or the page';

/**
 * `Part` as the router renders it, reporting once committed. A route's component is the page only when no route
 * below it matched (the frame and the staff layout wait for theirs); its error or not-found component is the page
 * whenever it shows. Renders `Part` as its only child, so React's ids (useId) stay those of the server's render.
 */
function reportingWhenShown(Part: RoutePart, whenShown: WhenShown): RoutePart {
  function ShownOnPage(props: object) {
    useEffect(pageShown, []);
    return createElement(Part, props);
  }
  function ShownOnLayoutOrPage(props: object) {
    const isPage = useChildMatches({ select: (below) => below.length === 0 });
    useEffect(() => {
      if (isPage) pageShown();
    }, [isPage]);
    return createElement(Part, props);
  }
  const Reporting: RoutePart = whenShown === 'the page' ? ShownOnPage : ShownOnLayoutOrPage;
  // A page split into a chunk of its own (lazyRouteComponent) is loaded by the router through `preload`.
  if (Part.preload) Reporting.preload = Part.preload;
  reporting.add(Reporting);
  return Reporting;
}

const reporting = new WeakSet<RoutePart>();

/** Replaces each of `names` in `parts` (a route's options, or the router's) by a version that reports once shown. */
function reportFrom(parts: object, names: readonly string[], whenShown: WhenShown): void {
  const named = parts as Partial<Record<string, RoutePart>>;
  for (const name of names) {
    const Part = named[name];
    if (Part && !reporting.has(Part)) named[name] = reportingWhenShown(Part, whenShown);
  }
}

/**
 * Makes `router`'s pages say when they are shown (each route's component, error and not-found component, and the
 * router's defaults for these), so the mark waits for the page the address matched. The browser's entry calls it.
 */
export function markFirstTapOnPages(router: AnyRouter): void {
  for (const route of Object.values(router.routesById as Record<string, AnyRouter['routeTree']>)) {
    reportFrom(route.options, ['component'], 'a layout or the page');
    reportFrom(route.options, ['errorComponent', 'notFoundComponent'], 'the page');
  }
  reportFrom(router.options, ['defaultErrorComponent', 'defaultNotFoundComponent'], 'the page');
}

/**
 * A Suspense boundary of the first screen inside a page (the home page's product grid): the mark waits until its
 * content has committed, hydrated from the server's HTML in a pass after the page's own, or rendered once loaded.
 * A boundary that goes away (its content failed, and an error boundary above it shows instead) waits no more.
 */
export function FirstScreenSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [part] = useState<Part>(() => ({}));
  useEffect(() => {
    if (firstScreen.shown.has(part)) return;
    firstScreen.waiting.add(part);
    return () => {
      firstScreen.waiting.delete(part);
      markOnceTheFirstScreenAnswers();
    };
  }, [part]);
  return createElement(Suspense, { fallback }, createElement(ContentShown, { part, children }));
}

/** Inside the boundary: its effect runs once the content has committed. The only child, so ids stay the same. */
function ContentShown({ part, children }: { part: Part; children: ReactNode }) {
  useEffect(() => {
    firstScreen.shown.add(part);
    firstScreen.waiting.delete(part);
    markOnceTheFirstScreenAnswers();
  }, [part]);
  return children;
}

/** What after-paint.js looks for, and what it sets on such a control tapped before the code arrived. */
const EARLY_TAP = 'data-early-tap';
const EARLY_TAPPED = 'data-early-tapped';

/**
 * Props for a control (Add to cart) whose tap must not be lost while the page is still the server's HTML:
 * after-paint.js holds such a tap and marks the control; once this control is hydrated, its effect finds
 * the mark and makes the tap, as if it had just happened.
 */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void) {
  const ref = useRef<T>(null);
  const tap = useEffectEvent(onTap);
  useEffect(() => {
    const control = ref.current;
    if (!control?.hasAttribute(EARLY_TAPPED)) return;
    control.removeAttribute(EARLY_TAPPED);
    control.removeAttribute('aria-busy');
    tap();
  }, []);
  return { ref, [EARLY_TAP]: '' };
}
