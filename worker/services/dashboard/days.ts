import { DASHBOARD_DAYS } from '#schema/dashboard-api.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01, UTC, as the dashboard's queries bucket created_at. */
export const dayNumber = (ms: number): number => Math.floor(ms / DAY_MS);

export const dayText = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The day numbers the dashboard covers, oldest first, ending today. */
export function dashboardDays(now: number): number[] {
  const today = dayNumber(now);
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => today - DASHBOARD_DAYS + 1 + index);
}
