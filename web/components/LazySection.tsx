import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { rem } from '#web/components/plain/index.ts';
import { whenNearScreen } from '#web/lib/near-screen.ts';

type LazySectionProps = {
  /** Imports the section's module: its code loads only when the section comes near the screen. */
  load: () => Promise<{ default: ComponentType }>;
  /** Space held for the section until it renders, so the page does not jump. */
  minHeight: number;
  /** The section's anchor id, kept on the placeholder so links and scrolls find it early. */
  id?: string;
};

/**
 * Renders a below-the-fold home section once it nears the viewport (whenNearScreen), keeping its code out of the
 * first load.
 */
export function LazySection({ load, minHeight, id }: LazySectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const gone = new AbortController();
    whenNearScreen(element, gone.signal)
      .then(load)
      .then(
        (module) => {
          if (!gone.signal.aborted) setSection(() => module.default);
        },
        (error: unknown) => console.warn('a page section failed to load', error),
      );
    return () => gone.abort();
  }, [load]);

  if (Section) {
    return (
      <Suspense fallback={<div style={{ minHeight: rem(minHeight) }} />}>
        <Section />
      </Suspense>
    );
  }
  return <div ref={placeholder} id={id} style={{ minHeight: rem(minHeight) }} aria-hidden />;
}
