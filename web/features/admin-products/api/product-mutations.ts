import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, call } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';

const product = api.products[':id'];

export type NewProductRequest = InferRequestType<typeof api.products.$post>['json'];
export type ProductChangesRequest = InferRequestType<typeof product.$patch>['json'];

export const createProduct = (body: NewProductRequest) => call(api.products.$post({ json: body }));

export const updateProduct = ({ id, changes }: { id: number; changes: ProductChangesRequest }) =>
  call(product.$patch({ param: { id: String(id) }, json: changes }));

export const deleteProduct = (id: number) => call(product.$delete({ param: { id: String(id) } }));

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
