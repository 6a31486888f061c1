/** A calendar day (YYYY-MM-DD, no time zone) in the visitor's language, e.g. '18 Mar 2024': the same day everywhere. */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
