/** A clock time in UTC, naming the zone (14:02 UTC), in the language's digits: a rate's time is the same for everyone. */
export const formatUtcClock = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso));
