/**
 * The visitor's language and currency live in localStorage (docs/product.md §9) and, mirrored, in a cookie:
 * the Worker reads the cookie to render the first page in that language and currency.
 */
export const PREFERENCE_COOKIES = { language: 'lang', currency: 'currency' } as const;

const ONE_YEAR = 365 * 24 * 60 * 60;

export function writePreferenceCookie(name: (typeof PREFERENCE_COOKIES)[keyof typeof PREFERENCE_COOKIES], value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
