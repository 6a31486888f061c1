/** Times of a hold (issue 23, item 4), in the visitor's language and time zone, in the digits Intl writes for it. */

/** A clock time such as 14:32, in the visitor's time zone. */
export const formatClock = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

export { formatUtcClock } from '#schema/utc-clock.ts';

/** What is left, as minutes and seconds (14:59), in the language's digits. */
export function formatRemaining(ms: number, language: string): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const two = new Intl.NumberFormat(language, { minimumIntegerDigits: 2, useGrouping: false });
  return `${new Intl.NumberFormat(language).format(Math.floor(seconds / 60))}:${two.format(seconds % 60)}`;
}

/**
 * The moments a screen reader is told what is left: a live region that spoke every second would drown everything
 * else, so it speaks as these are reached (10, 5 and 1 minutes, and 30 seconds).
 */
export const ANNOUNCED_REMAINING_MS = [10 * 60_000, 5 * 60_000, 60_000, 30_000] as const;

/** The last announced moment at or above `remainingMs`: what to say now (null before the first). */
export function announcedMoment(remainingMs: number): number | null {
  const reached = ANNOUNCED_REMAINING_MS.filter((moment) => remainingMs <= moment);
  return reached.length === 0 ? null : Math.min(...reached);
}
