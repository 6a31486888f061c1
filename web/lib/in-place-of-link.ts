import type { MouseEvent } from 'react';

/**
 * A link's click handler that does `action` in place of following it on a plain click (the main button, no key
 * held). A click with a key held still opens the address where the browser would (a new tab, a window), and a tap
 * before the page's code has arrived follows it: the link works without its code.
 */
export const inPlaceOfLink =
  (action: () => void) =>
  (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    action();
  };
