import { useInBrowser } from './use-in-browser.ts';

/** A medium date and short time, spelled out: Intl refuses a zone's name beside dateStyle and timeStyle. */
const DATE_TIME = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;

/** A date and time in the visitor's language and time zone, e.g. '3 Mar 2025, 14:05'; with 'UTC', in UTC and naming it. */
export function formatDateTime(iso: string, locale: string, timeZone?: 'UTC'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = timeZone ? ({ timeZone, timeZoneName: 'short' } as const) : {};
  return new Intl.DateTimeFormat(locale, { ...DATE_TIME, ...zone }).format(date);
}

/**
 * A date and time on a page the Worker renders: in UTC, named, until the page runs in the browser, then in the
 * visitor's zone (a receipt opened in Nairobi said 6:24 AM from the server and 9:24 AM once hydrated: a mismatch).
 */
export function useDateTime(iso: string, locale: string): string {
  return formatDateTime(iso, locale, useInBrowser() ? undefined : 'UTC');
}
