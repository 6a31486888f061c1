import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * The moment the page answers taps: React has hydrated it and its effects have run. Marked three ways:
 * <html data-hydrated> (the e2e tests wait for it), the user-timing mark FIRST_TAP_READY (the bench reads
 * it from the Lighthouse trace and budgets it, docs/design.md "Budgets"), and the event of the same name,
 * on which web/public/after-paint.js stops holding taps.
 */
export const FIRST_TAP_READY = 'first-tap-ready';

export function markFirstTapReady(): void {
  document.documentElement.dataset.hydrated = '';
  performance.mark(FIRST_TAP_READY);
  document.dispatchEvent(new Event(FIRST_TAP_READY));
}

/** What after-paint.js looks for, and what it sets on such a control tapped before the code arrived. */
const EARLY_TAP = 'data-early-tap';
const EARLY_TAPPED = 'data-early-tapped';

/**
 * Props for a control (Add to cart) whose tap must not be lost while the page is still the server's HTML:
 * after-paint.js holds such a tap and marks the control; once this control is hydrated, its effect finds
 * the mark and makes the tap, as if it had just happened.
 */
export function useEarlyTap<T extends HTMLElement>(onTap: () => void) {
  const ref = useRef<T>(null);
  const tap = useEffectEvent(onTap);
  useEffect(() => {
    const control = ref.current;
    if (!control?.hasAttribute(EARLY_TAPPED)) return;
    control.removeAttribute(EARLY_TAPPED);
    control.removeAttribute('aria-busy');
    tap();
  }, []);
  return { ref, [EARLY_TAP]: '' };
}
