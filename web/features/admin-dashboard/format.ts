/** The staff member's language's digits and grouping, as the rest of the staff area writes numbers. */
export const numberFormat = (language: string) => new Intl.NumberFormat(language);

/** A day of the dashboard (YYYY-MM-DD, UTC) as the language writes a short date: "Nov 3", "3 نوفمبر". */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
