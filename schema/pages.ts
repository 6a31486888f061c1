import type { CurrencyCode, LanguageCode } from './catalog.ts';

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
  '/admin/audit',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** True when `pathname` (a trailing slash allowed) is one of the app's pages. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (PAGE_PATHS as readonly string[]).includes(path);
}

/**
 * The cookies that mirror the visitor's stored language and currency (web/lib/preference-cookie.ts
 * writes them), so the Worker renders the first page in both (worker/pages/preferences.ts).
 */
export const PREFERENCE_COOKIES = { language: 'lang', currency: 'currency' } as const;

/** The id of the JSON script element that carries a rendered page's hydration. */
export const HYDRATION_ELEMENT_ID = 'hydration';

/** What the Worker asks the web app to render (web/entry-server.tsx). */
export type PageRequest = {
  /** Path and query string, e.g. `/gallery?category=rare`. */
  url: string;
  language: LanguageCode;
  currency: CurrencyCode;
  /** Answers the page's API calls in-process: the Worker's own app, no network. */
  fetchApi: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
};

/** The page's HTML (the inside of #root), its status, and what the browser needs to hydrate it. */
export type RenderedPage = {
  html: string;
  status: number;
  /** Serialised for the page: the loaded queries, and the language's texts. */
  hydration: PageHydration;
};

export type PageHydration = { queries: unknown; translations: unknown };

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;
