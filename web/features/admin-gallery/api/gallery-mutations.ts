import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '../../../../schema/api';
import type {
  CreateGalleryImageInput,
  GalleryBatchInput,
  GalleryBatchResult,
  GalleryImage,
  UpdateGalleryImageInput,
} from '../../../../schema/gallery-api';
import { apiRequest } from '../../../lib/api';
import { productsQueryKey } from '../../catalog/api/get-products';
import { galleryQueryKey } from './gallery-query-keys';

export const createGalleryImage = (image: CreateGalleryImageInput) =>
  apiRequest<GalleryImage>('/api/uploaded-images', { method: 'POST', body: image });

export const updateGalleryImage = (id: number, changes: UpdateGalleryImageInput) =>
  apiRequest<GalleryImage>(`/api/uploaded-images/${id}`, { method: 'PUT', body: changes });

export const deleteGalleryImage = (id: number) => apiRequest<void>(`/api/uploaded-images/${id}`, { method: 'DELETE' });

export const batchUpdateGalleryImages = (batch: GalleryBatchInput) =>
  apiRequest<GalleryBatchResult>('/api/uploaded-images/batch', { method: 'PATCH', body: batch });

export const convertGalleryImageToProduct = (id: number) =>
  apiRequest<{ product: Product }>(`/api/uploaded-images/${id}/convert-to-product`, { method: 'POST' });

/** A gallery write that refreshes every gallery query (admin and public) once it settles. */
function useGalleryMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>, alsoRefresh: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([galleryQueryKey, ...alsoRefresh].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreateGalleryImage = () => useGalleryMutation(createGalleryImage);
export const useUpdateGalleryImage = () =>
  useGalleryMutation(({ id, changes }: { id: number; changes: UpdateGalleryImageInput }) => updateGalleryImage(id, changes));
export const useDeleteGalleryImage = () => useGalleryMutation(deleteGalleryImage);
export const useBatchUpdateGalleryImages = () => useGalleryMutation(batchUpdateGalleryImages);
/** A new product appears in the product lists too. */
export const useConvertToProduct = () => useGalleryMutation(convertGalleryImageToProduct, [productsQueryKey]);
