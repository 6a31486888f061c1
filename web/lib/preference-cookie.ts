/**
 * The visitor's language and currency live in localStorage (docs/product.md §9) and, mirrored, in a cookie:
 * the Worker reads the cookie to render the first page in that language and currency.
 */
import { PREFERENCE_COOKIES } from '#schema/pages.ts';

const ONE_YEAR = 365 * 24 * 60 * 60;

export function writePreferenceCookie(preference: keyof typeof PREFERENCE_COOKIES, value: string): void {
  document.cookie = `${PREFERENCE_COOKIES[preference]}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
