/** How far beyond the screen a part counts as near it: its code has that much scrolling to arrive in. */
const NEAR_SCREEN = '600px 0px';
/** The share of the first screen above a part's top for it to count as showing there. */
const SHOWING = 0.85;

/**
 * Resolves once `element` nears the screen: within NEAR_SCREEN once the visitor scrolls (a scroll the page makes,
 * to a section, counts too), at once only if it shows on the first screen. A strip at the screen's foot waits for
 * the scroll, as it would a few pixels lower. Never resolves once `signal` is aborted.
 */
export function whenNearScreen(element: Element, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    let scrolled = window.scrollY > 0;
    let entry: IntersectionObserverEntry | undefined;
    const check = () => {
      if (!entry?.isIntersecting) return;
      if (scrolled || entry.boundingClientRect.top < window.innerHeight * SHOWING) {
        stop();
        resolve();
      }
    };
    const onScroll = () => {
      scrolled = true;
      check();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        entry = entries.at(-1);
        check();
      },
      { rootMargin: NEAR_SCREEN },
    );
    const stop = () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    signal?.addEventListener('abort', stop, { once: true });
    observer.observe(element);
  });
}
