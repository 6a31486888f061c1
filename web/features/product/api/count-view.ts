import { useEffect, useRef } from 'react';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { call, useApi } from '#web/lib/api.ts';

/**
 * Tells the shop the product page was opened (the dashboard's "top stones by views"), once per stone shown, after it
 * renders: a hovered link's preload fetches the product but shows nothing, so it counts nothing. A failure only logs.
 */
export function useCountProductView(id: number): void {
  const api = useApi();
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === id) return;
    counted.current = id;
    call(api.products[':id'].view.$post({ param: { id: String(id) } }, { headers: sessionHeaders() })).catch((error: unknown) =>
      console.warn('could not count a view of product', id, error),
    );
  }, [api, id]);
}
