import { useEffect, useState } from 'react';

const scrolledAlready = () => typeof window !== 'undefined' && window.scrollY > 0;

/** True once the visitor has scrolled (a scroll the page makes, to a section, counts too), or was already scrolled. */
export function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(scrolledAlready);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}
