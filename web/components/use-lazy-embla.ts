import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';

type LazyEmblaOptions = {
  /** Embla's options but the start, which is the slide shown when Embla takes over. */
  options: Omit<EmblaOptionsType, 'startIndex'>;
  plugins?: EmblaPluginType[];
  /** The slide shown before Embla arrives; Embla starts on it. */
  selected: number;
  /** Called with the slide Embla moved to. */
  onSelect: (index: number) => void;
};

/**
 * Embla on a viewport the page already drew, loaded only once `wake()` is called: until then the first slide is
 * plain markup and Embla's code stays out of the page's first load. Embla moves the slides the markup holds, so
 * nothing is drawn again (no layout shift, the focused control keeps its focus).
 */
export function useLazyEmbla({ options, plugins, selected, onSelect }: LazyEmblaOptions) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [awake, setAwake] = useState(false);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // Read when Embla arrives, not when it was asked for: the visitor may have moved on in between.
  const latest = useRef({ options, plugins, selected, onSelect });
  useEffect(() => {
    latest.current = { options, plugins, selected, onSelect };
  });

  useEffect(() => {
    if (!awake || !viewport) return;
    let started: EmblaCarouselType | null = null;
    let cancelled = false;
    import('embla-carousel').then(
      ({ default: EmblaCarousel }) => {
        if (cancelled) return;
        const { options, plugins, selected } = latest.current;
        started = EmblaCarousel(viewport, { ...options, startIndex: selected }, plugins);
        started.on('select', (api) => latest.current.onSelect(api.selectedScrollSnap()));
        setEmbla(started);
      },
      (error: unknown) => console.warn('the carousel failed to load', error),
    );
    return () => {
      cancelled = true;
      started?.destroy();
      setEmbla(null);
    };
  }, [awake, viewport]);

  const wake = useCallback(() => setAwake(true), []);
  return { viewportRef: setViewport, embla, wake };
}
