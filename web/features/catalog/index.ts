/** The storefront's catalog: what the router and other features may use. */
export { productCategoriesQueryOptions, productFactsQueryOptions, productPagesQueryOptions, productsQueryKey } from './api/get-products.ts';
export { HomeSearchSchema } from './category-filter.ts';
export { HomePage } from './HomePage.tsx';
export { ProductCard } from './ProductCard.tsx';
export { ProductCardGrid } from './ProductCardGrid.tsx';
export { useAddToCartWithToasts } from './use-add-to-cart-with-toasts.ts';
