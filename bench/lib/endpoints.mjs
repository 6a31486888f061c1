/** The endpoints `npm run bench` loads (bench/run.mjs), and the catalog reads among them `npm run bench:floor` loads too. */

/** The home page's reads: the first page of the grid (web/features/catalog, PRODUCT_PAGE_SIZE) and the category summary. */
const HOME_PRODUCTS_PATH = '/api/products?limit=12';
const HOME_CATEGORIES_PATH = '/api/products/categories';

/** A word that occurs in some gallery rows (the stone names of bench/lib/rows.mjs); the bench fails if it finds nothing. */
export const SEARCH_TERM = 'tourmaline';

export const ENDPOINTS = [
  { name: 'trivial (404)', path: '/api/no-such-endpoint', status: 404, trivial: true },
  // The staff list's first page (100 products, the most any answer holds).
  { name: 'staff products', path: '/api/products', status: 200, catalog: true },
  { name: 'home products', path: HOME_PRODUCTS_PATH, status: 200, catalog: true },
  { name: 'home categories', path: HOME_CATEGORIES_PATH, status: 200, catalog: true },
  { name: 'gallery page 1', path: '/api/uploaded-images?limit=24', status: 200, catalog: true },
  { name: 'gallery search', path: `/api/uploaded-images?limit=24&search=${SEARCH_TERM}`, status: 200, catalog: true },
  { name: 'gallery category', path: '/api/uploaded-images?limit=24&category=rare', status: 200, catalog: true },
  // The shop's search (issue 27): what the predictive box asks, and a results page filtered by price in another currency and sorted.
  { name: 'search', path: '/api/search?q=quartz&limit=5', status: 200, catalog: true },
  {
    name: 'search filtered, sorted',
    path: '/api/search?q=quartz&in_stock=true&currency=EUR&min=20&max=400&sort=price_asc',
    status: 200,
    catalog: true,
  },
  // Server-rendered pages, kept at the edge (issue 22, item 4): each at least 0.8 of the trivial endpoint's rate.
  { name: 'home page', path: '/', status: 200, page: true },
  { name: 'gallery page', path: '/gallery', status: 200, page: true },
  { name: 'product page', path: '/products/1', status: 200, page: true },
];

/** The catalog reads alone: each one's rate and p99 are budgeted against the trivial endpoint's. */
export const CATALOG_ENDPOINTS = ENDPOINTS.filter((endpoint) => endpoint.catalog);
