import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Product } from '#schema/products-api.ts';
import { productPagesQueryOptions } from '#web/features/catalog/index.ts';
import { certificatesQueryOptions } from '#web/features/certificates/index.ts';
import { ratesQueryOptions } from '#web/features/currency/index.ts';
import { productQueryOptions } from './get-product.ts';

/**
 * What /products/{id} needs before it renders: the product (the loader's answer, which the page head
 * reads), its category's first products (for "more from this category"), the rates (its price in the
 * chosen currency) and its lab reports (shown, and in the page head's structured data). An unknown or deleted id is Page Not Found,
 * and the browser learns it from the page the Worker sent without asking again.
 */
export async function loadProductPage(queryClient: QueryClient, id: number): Promise<Product> {
  const product = await queryClient.ensureQueryData(productQueryOptions(id));
  if (!product) throw notFound();
  await Promise.all([
    queryClient.ensureInfiniteQueryData(productPagesQueryOptions(product.category)),
    queryClient.ensureQueryData(ratesQueryOptions()),
    queryClient.ensureQueryData(certificatesQueryOptions({ productId: product.id })),
  ]);
  return product;
}
