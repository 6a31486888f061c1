import { Box } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Suspense, useEffect, useState, type ComponentType } from 'react';

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
  const { ref: placeholder, entry } = useIntersection<HTMLDivElement>({ rootMargin: NEAR_SCREEN });
  const near = entry?.isIntersecting ?? false;
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
      <Suspense fallback={<Box mih={minHeight} />}>
        <Section />
      </Suspense>
    );
  }
  return <Box ref={placeholder} id={id} mih={minHeight} aria-hidden />;
}
