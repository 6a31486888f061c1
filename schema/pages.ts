import type { CurrencyCode, LanguageCode } from './catalog.ts';

/** The query parameter that picks a page's language (docs/product.md §4): `?lang=fr`. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * Every page the web app has: its router's paths (web/app/router.ts fails to compile when the two differ).
 * The Worker answers any other address with the app's Page Not Found, and status 404.
 */
export const PAGE_PATHS = [
  '/',
  '/gallery',
  '/search',
  '/products/$id',
  '/gallery/$id',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/products',
  '/admin/gallery',
  '/admin/orders',
  '/admin/wholesale',
  '/orders/$orderId',
  '/receipts/$token',
  '/admin/audit',
  '/admin/failed-sign-ins',
  '/admin/staff',
  '/admin/account',
  '/admin/invite/$token',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/** A page path as a pattern: a `$param` segment stands for any one segment. */
const pagePattern = (page: string) => new RegExp(`^${page.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);
const PAGE_PATTERNS = PAGE_PATHS.map(pagePattern);

/** True when `pathname` (a trailing slash allowed) is one of the app's pages. */
export function isPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return PAGE_PATTERNS.some((pattern) => pattern.test(path));
}

/**
 * The cookies that mirror the visitor's stored language and currency (web/lib/preference-cookie.ts
 * writes them), so the Worker renders the first page in both (worker/pages/preferences.ts).
 */
export const PREFERENCE_COOKIES = { language: 'lang', currency: 'currency' } as const;

/**
 * The origin of the API requests the Worker makes to itself while it renders a page (web/lib/api.ts answers
 * them in-process): they never leave the isolate.
 */
export const IN_PROCESS_API_ORIGIN = 'http://shop.internal';

/** The id of the JSON script element that carries a rendered page's hydration. */
export const HYDRATION_ELEMENT_ID = 'hydration';

/** What the Worker asks the web app to render (web/entry-server.tsx). */
export type PageRequest = {
  /** Path and query string, e.g. `/gallery?category=rare`. */
  url: string;
  /**
   * The shop's own origin, e.g. `https://shop.example`: what absolute addresses (canonical, images) start with.
   * Empty when the Worker knows none (worker/pages/public-origin.ts): the addresses are then relative.
   */
  origin: string;
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
  /** What search engines and link previews read in the page's <head>, in the visitor's language. */
  head: PageHead;
  /** The router's matched routes, outermost first (`__root__`, `/gallery`): whose own chunks and sheets the page needs. */
  routeIds: string[];
};

/**
 * A page's head, as data: the Worker writes it into the HTML it sends (worker/pages/head-tags.ts), with the
 * canonical address and the language alternates it derives from `path`.
 */
export type PageHead = {
  title: string;
  /** The shop's name in the visitor's language. */
  siteName: string;
  description: string;
  /** The canonical path (no query string), e.g. `/products/12`. */
  path: string;
  /** An absolute image address for link previews. */
  image?: string;
  /** A product's price in the visitor's currency, for link previews. */
  price?: { amount: string; currency: CurrencyCode };
  /** Open Graph type: `website`, or `product` on a product page. */
  type: 'website' | 'product';
  /** schema.org objects, each written as one JSON-LD script. */
  structuredData: object[];
  /**
   * True for Page Not Found: search engines should not keep it. 'follow' for search results: not kept either, but
   * the stones they link to are followed.
   */
  noindex?: boolean | 'follow';
};

/** `displayNames`: the currency and country names the page shows, as the Worker's Intl named them (web/features/i18n/display-names.ts). */
export type PageHydration = { queries: unknown; translations: unknown; displayNames: unknown };

export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

/** The built files a page needs beyond the first load's: its chunks and their stylesheets, as addresses (`/assets/...`). */
export type PageFiles = { js: string[]; css: string[] };

/**
 * For each route whose page is a chunk of its own, the files that page needs (PageFiles): the client build writes
 * them (web/app/page-files.ts) to PAGE_FILES_ADDRESS, and the Worker links them into the pages it renders.
 */
export type PageFilesByRoute = Record<string, PageFiles>;

export const PAGE_FILES_ADDRESS = '/page-files.json';
