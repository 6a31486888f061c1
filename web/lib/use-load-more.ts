import { useIntersection } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `loadMore` whenever the element given the returned ref comes within `margin` of the viewport, and
 * again once `enabled` returns while it is still there: the infinite scroll of the home grid and the gallery.
 */
export function useLoadMoreWhenNear<T extends HTMLElement>(loadMore: () => void, enabled: boolean, margin = '600px') {
  const { ref, entry } = useIntersection<T>({ rootMargin: margin });
  const near = entry?.isIntersecting ?? false;
  const onNear = useEffectEvent(loadMore);
  useEffect(() => {
    if (near && enabled) onNear();
  }, [near, enabled]);
  return ref;
}
