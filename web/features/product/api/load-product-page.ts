import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ProductCategory } from '#schema/catalog.ts';
import { ApiError } from '#web/lib/api.ts';
import { productPagesQueryOptions } from '#web/features/catalog/index.ts';
import { ratesQueryOptions } from '#web/features/currency/index.ts';
import { productQueryOptions } from './get-product.ts';

/** The id in a product address, or null when it cannot be one (`/products/abc`). */
export const productIdOf = (text: string): number | null => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/**
 * What /products/{id} needs before it renders: the product, its category's first products (for "more from
 * this category") and the rates (its price in the chosen currency). An unknown or deleted id is Page Not Found.
 */
export async function loadProductPage(queryClient: QueryClient, idText: string): Promise<void> {
  const id = productIdOf(idText);
  if (id === null) throw notFound();
  try {
    const product = await queryClient.ensureQueryData(productQueryOptions(id));
    await Promise.all([
      queryClient.ensureInfiniteQueryData(productPagesQueryOptions(product.category as ProductCategory)),
      queryClient.ensureQueryData(ratesQueryOptions()),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
