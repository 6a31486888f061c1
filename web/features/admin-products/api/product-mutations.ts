import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

export type NewProductRequest = InferRequestType<Api['products']['$post']>['json'];
export type ProductChangesRequest = InferRequestType<Api['products'][':id']['$patch']>['json'];

export const createProduct = (api: Api, body: NewProductRequest) => call(api.products.$post({ json: body }));

export const updateProduct = (api: Api, { id, changes }: { id: number; changes: ProductChangesRequest }) =>
  call(api.products[':id'].$patch({ param: { id: String(id) }, json: changes }));

export const deleteProduct = (api: Api, id: number) => call(api.products[':id'].$delete({ param: { id: String(id) } }));

/** Every product write reloads the one product list the storefront and the dashboard share. */
function useProductMutation<TVariables, TResult>(send: (api: Api, variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables, { client }) => send(apiOf(client), variables),
    onSettled: () => refreshAfterWrite(queryClient, productsQueryKey),
  });
}

export const useCreateProduct = () => useProductMutation(createProduct);
export const useUpdateProduct = () => useProductMutation(updateProduct);
export const useDeleteProduct = () => useProductMutation(deleteProduct);
