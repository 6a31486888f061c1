import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#schema/api.ts';
import type { CreateProductInput, UpdateProductInput } from '#schema/products-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/api/get-products.ts';

export const createProduct = (product: CreateProductInput) =>
  apiRequest<Product>('/api/products', { method: 'POST', body: product });

export const updateProduct = ({ id, changes }: { id: number; changes: UpdateProductInput }) =>
  apiRequest<Product>(`/api/products/${id}`, { method: 'PATCH', body: changes });

export const deleteProduct = (id: number) => apiRequest<void>(`/api/products/${id}`, { method: 'DELETE' });

/** Every product write reloads the one product list the storefront and the dashboard share. */
function useProductMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}

export const useCreateProduct = () => useProductMutation(createProduct);
export const useUpdateProduct = () => useProductMutation(updateProduct);
export const useDeleteProduct = () => useProductMutation(deleteProduct);
