import { Box } from '@mantine/core';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

type LazySectionProps = {
  /** Imports the section's module: its code loads only when the section comes near the screen. */
  load: () => Promise<{ default: ComponentType }>;
  /** Space held for the section until it renders, so the page does not jump. */
  minHeight: number;
  /** The section's anchor id, kept on the placeholder so links and scrolls find it early. */
  id?: string;
};

const NEAR_SCREEN = '600px 0px';

/** Renders a below-the-fold home section once it nears the viewport, keeping its code out of the first load. */
export function LazySection({ load, minHeight, id }: LazySectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [Section, setSection] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || Section) return;
    const start = () => {
      load().then(
        (module) => setSection(() => module.default),
        (error: unknown) => console.warn('a page section failed to load', error),
      );
    };
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, Section]);

  if (Section) {
    return (
      <Suspense fallback={<Box mih={minHeight} />}>
        <Section />
      </Suspense>
    );
  }
  return <Box ref={placeholder} id={id} mih={minHeight} aria-hidden />;
}
