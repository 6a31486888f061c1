/**
 * Every page the web app has: its router's paths (web/app/router.ts fails to compile when the two differ).
 * The Worker answers any other address with the app's Page Not Found, and status 404.
 */
export const PAGE_PATHS = [
  '/',
  '/gallery',
  '/admin',
  '/admin/login',
  '/admin/products',
  '/admin/gallery',
  '/admin/orders',
  '/admin/wholesale',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** True when `pathname` (a trailing slash allowed) is one of the app's pages. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (PAGE_PATHS as readonly string[]).includes(path);
}
