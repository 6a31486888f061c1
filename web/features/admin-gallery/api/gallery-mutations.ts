import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#schema/api.ts';
import {
  GALLERY_BATCH_MAX,
  type CreateGalleryImageInput,
  type GalleryBatchInput,
  type GalleryBatchResult,
  type GalleryImage,
  type UpdateGalleryImageInput,
} from '#schema/gallery-api.ts';
import { apiRequest } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/api/get-products.ts';
import { galleryQueryKey } from './gallery-query-keys.ts';

export const createGalleryImage = (image: CreateGalleryImageInput) =>
  apiRequest<GalleryImage>('/api/uploaded-images', { method: 'POST', body: image });

export const updateGalleryImage = (id: number, changes: UpdateGalleryImageInput) =>
  apiRequest<GalleryImage>(`/api/uploaded-images/${id}`, { method: 'PUT', body: changes });

export const deleteGalleryImage = (id: number) => apiRequest<void>(`/api/uploaded-images/${id}`, { method: 'DELETE' });

/** A bulk change that stopped part-way: the batches with the first `done` ids went through, the rest did not. */
export class BatchStoppedError extends Error {
  constructor(
    readonly done: number,
    cause: unknown,
  ) {
    super(`the bulk change stopped after ${done} images`, { cause });
    this.name = 'BatchStoppedError';
  }
}

/**
 * PATCH /api/uploaded-images/batch takes at most GALLERY_BATCH_MAX ids, so a larger selection goes in
 * consecutive batches. The changes are idempotent: after a failure, sending them all again is safe.
 */
export async function batchUpdateGalleryImages({ ids, updates }: GalleryBatchInput): Promise<GalleryBatchResult> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += GALLERY_BATCH_MAX) {
    const batch = { ids: ids.slice(start, start + GALLERY_BATCH_MAX), updates };
    try {
      updated += (await apiRequest<GalleryBatchResult>('/api/uploaded-images/batch', { method: 'PATCH', body: batch })).updated;
    } catch (error) {
      throw start > 0 ? new BatchStoppedError(start, error) : error;
    }
  }
  return { updated };
}

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
