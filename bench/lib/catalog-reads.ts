/**
 * The reads behind bench/run.mjs's catalog endpoints, by name, as their routes call the services: bench/lib/query-plans.mjs
 * explains each. Typed (tsconfig.node.json), so a service that changes its arguments fails the typecheck here, not the
 * bench halfway through a run.
 */
import type { Database } from '#worker/env.ts';
import { categorySummary, pageProducts } from '#worker/services/catalog/products.ts';
import { catalogVersion } from '#worker/services/catalog/catalog-version.ts';
import { pageGalleryImages } from '#worker/services/gallery/gallery.ts';
import { searchProducts, type SearchCriteria } from '#worker/services/search/product-search.ts';

const USD = { rate: 1, minorPerUnit: 100 };
/** The bench's fallback EUR rate does not matter to a plan; only that the bounds are there. */
const EUR_BOUNDS = { rate: 0.92, minorPerUnit: 100, min: 20, max: 400 };
const searchOf = (text: string, more: Partial<SearchCriteria> = {}): SearchCriteria => ({
  text,
  named: [],
  inStockOnly: false,
  facts: {},
  price: USD,
  page: 1,
  limit: 24,
  ...more,
});

export const CATALOG_READS: Record<string, (db: Database) => Promise<unknown>> = {
  'catalog version': (db) => catalogVersion(db),
  'staff products': (db) => pageProducts(db, { limit: 100 }),
  'home products': (db) => pageProducts(db, { limit: 12 }),
  'home categories': (db) => categorySummary(db),
  'gallery page 1': (db) => pageGalleryImages(db, {}, 24, null),
  'gallery search': (db) => pageGalleryImages(db, { search: 'tourmaline' }, 24, null),
  'gallery category': (db) => pageGalleryImages(db, { category: 'rare' }, 24, null),
  search: (db) => searchProducts(db, searchOf('quartz', { limit: 5 })),
  'search filtered, sorted': (db) => searchProducts(db, searchOf('quartz', { inStockOnly: true, price: EUR_BOUNDS, sort: 'price_asc' })),
};
