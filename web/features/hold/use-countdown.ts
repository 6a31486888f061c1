import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInBrowser } from '#web/lib/use-in-browser.ts';
import { formatClock, formatUtcClock } from './hold-time.ts';

/** Milliseconds left until `until` (an ISO time), again each second; 0 once it has passed. */
export function useCountdown(until: string): number {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Date.now() >= end) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, end - now);
}

/** The hold's end as a clock time: in UTC, named, until the page runs in the browser, then in the visitor's zone. */
export function useHoldClock(iso: string): string {
  const { i18n } = useTranslation();
  return useInBrowser() ? formatClock(iso, i18n.language) : formatUtcClock(iso, i18n.language);
}
