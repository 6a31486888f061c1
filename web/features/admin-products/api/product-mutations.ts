import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../schema/api';
import type { CreateProductInput, UpdateProductInput } from '../../../../schema/products-api';
import { apiRequest } from '../../../lib/api';
import { productsQueryKey } from '../../catalog/api/get-products';

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
