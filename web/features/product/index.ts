/** A product's own page: what the router may use. */
export { productQueryOptions } from './api/get-product.ts';
export { loadProductPage } from './api/load-product-page.ts';
export { ProductPage } from './ProductPage.tsx';
