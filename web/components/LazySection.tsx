import { useIntersection } from '@mantine/hooks';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { rem } from '#web/components/plain/index.ts';
import { useScrolled } from '#web/lib/use-scrolled.ts';

type LazySectionProps = {
  /** Imports the section's module: its code loads only when the section comes near the screen. */
  load: () => Promise<{ default: ComponentType }>;
  /** Space held for the section until it renders, so the page does not jump. */
  minHeight: number;
  /** The section's anchor id, kept on the placeholder so links and scrolls find it early. */
  id?: string;
};

const NEAR_SCREEN = '600px 0px';
/** The share of the first screen above a section's top for it to count as showing there. */
const SHOWING = 0.85;

/**
 * Renders a below-the-fold home section once it nears the viewport, keeping its code out of the first load:
 * within NEAR_SCREEN once the visitor scrolls, at once only if it shows on the first screen.
 */
export function LazySection({ load, minHeight, id }: LazySectionProps) {
  const { ref: placeholder, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR_SCREEN });
  const scrolled = useScrolled();
  // A strip at the screen's foot does not count: it waits for the scroll, as it would a few pixels lower.
  const onScreen = entry !== null && entry.boundingClientRect.top < window.innerHeight * SHOWING;
  const near = (entry?.isIntersecting ?? false) && (scrolled || onScreen);
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!near || Section) return;
    load().then(
      (module) => setSection(() => module.default),
      (error: unknown) => console.warn('a page section failed to load', error),
    );
  }, [near, load, Section]);

  if (Section) {
    return (
      <Suspense fallback={<div style={{ minHeight: rem(minHeight) }} />}>
        <Section />
      </Suspense>
    );
  }
  return <div ref={placeholder} id={id} style={{ minHeight: rem(minHeight) }} aria-hidden />;
}
