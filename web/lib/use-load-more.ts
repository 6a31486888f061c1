import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `loadMore` whenever the returned element comes within `margin` of the viewport: the infinite
 * scroll of the gallery. Without IntersectionObserver nothing happens and the Load more button remains.
 */
export function useLoadMoreWhenNear<T extends Element>(loadMore: () => void, enabled: boolean, margin = '600px') {
  const ref = useRef<T>(null);
  const onNear = useEffectEvent(loadMore);
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
