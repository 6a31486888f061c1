import { useLocation } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenNearScreen } from '#web/lib/near-screen.ts';
import type { SectionId } from '#web/lib/sections.ts';
// The footer's sheet stays in the first load: the server's HTML of it is drawn with it before its code arrives.
import './Footer.module.css';

/** The footer's element id (Footer.tsx), the section the header's Contact scrolls to. */
const FOOTER_ID: SectionId = 'contact';

let wantFooterNow: () => void = () => undefined;

/** Resolves when the footer's code is wanted: as it nears the screen, when asked, or at once where the server drew none. */
function footerWanted(): Promise<void> {
  const drawn = typeof document === 'undefined' ? null : document.getElementById(FOOTER_ID);
  if (!drawn) return Promise.resolve();
  const stopWatching = new AbortController();
  const asked = new Promise<void>((resolve) => {
    wantFooterNow = resolve;
  });
  return Promise.race([whenNearScreen(drawn, stopWatching.signal), asked]).finally(() => stopWatching.abort());
}

const FooterCode = lazy(async () => {
  await footerWanted();
  const { Footer } = await import('./Footer.tsx');
  return { default: Footer };
});

/**
 * The footer, below every page, its code out of the first load: until it nears the screen React keeps the
 * server's HTML of it as it is (a Suspense boundary whose code has not arrived is left unhydrated), so it reads,
 * and its links lead, before it answers taps. Outside the frame's providers: a change of any context above an
 * unhydrated boundary would make React throw its HTML away. A change of language or page before it is hydrated
 * makes that HTML out of date, so it is then drawn anew (keyed by both), its code asked for at once; once shown,
 * the key stays, and it follows such changes itself without losing focus.
 */
export const LazyFooter = memo(function LazyFooter() {
  const { i18n } = useTranslation();
  const path = useLocation({ select: (location) => location.pathname });
  const drawnFor = `${i18n.resolvedLanguage} ${path}`;
  const [serverDrewFor] = useState(drawnFor);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const outOfDate = shownFor === null && drawnFor !== serverDrewFor;
  useEffect(() => {
    if (outOfDate) wantFooterNow();
  }, [outOfDate]);
  const key = shownFor ?? drawnFor;
  return (
    <Suspense key={key} fallback={null}>
      <FooterCode />
      <WhenShown as={key} onShown={setShownFor} />
    </Suspense>
  );
});

/** Reports the key its boundary was shown (hydrated, or drawn anew) under: its effect runs when the boundary commits. */
function WhenShown({ as, onShown }: { as: string; onShown: (key: string) => void }) {
  useEffect(() => {
    onShown(as);
  }, [as, onShown]);
  return null;
}
