import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { GALLERY_BATCH_MAX } from '#schema/gallery-api.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { productsQueryKey } from '#web/features/catalog/index.ts';
import { galleryQueryKey } from './gallery-query-keys.ts';
import { refreshAfterWrite } from '#web/lib/refresh-after-write.ts';

type Images = Api['uploaded-images'];
const images = (api: Api) => api['uploaded-images'];
const image = (api: Api) => images(api)[':id'];

export type NewGalleryImageRequest = InferRequestType<Images['$post']>['json'];
export type GalleryImageChangesRequest = InferRequestType<Images[':id']['$put']>['json'];
export type GalleryBatchRequest = InferRequestType<Images['batch']['$patch']>['json'];

const idParam = (id: number) => ({ id: String(id) });

export const createGalleryImage = (api: Api, body: NewGalleryImageRequest) => call(images(api).$post({ json: body }));

export const updateGalleryImage = (api: Api, id: number, changes: GalleryImageChangesRequest) =>
  call(image(api).$put({ param: idParam(id), json: changes }));

export const deleteGalleryImage = (api: Api, id: number) => call(image(api).$delete({ param: idParam(id) }));

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
export async function batchUpdateGalleryImages(api: Api, { ids, updates }: GalleryBatchRequest): Promise<{ updated: number }> {
  let updated = 0;
  for (let start = 0; start < ids.length; start += GALLERY_BATCH_MAX) {
    const batch = { ids: ids.slice(start, start + GALLERY_BATCH_MAX), updates };
    try {
      updated += (await call(images(api).batch.$patch({ json: batch }))).updated;
    } catch (error) {
      throw start > 0 ? new BatchStoppedError(start, error) : error;
    }
  }
  return { updated };
}

export const convertGalleryImageToProduct = (api: Api, id: number) => call(image(api)['convert-to-product'].$post({ param: idParam(id) }));

/** A gallery write that refreshes every gallery query (admin and public) once it settles. */
function useGalleryMutation<TVariables, TResult>(
  send: (api: Api, variables: TVariables) => Promise<TResult>,
  alsoRefresh: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables, { client }) => send(apiOf(client), variables),
    onSettled: () => refreshAfterWrite(queryClient, galleryQueryKey, ...alsoRefresh),
  });
}

export const useCreateGalleryImage = () => useGalleryMutation(createGalleryImage);
export const useUpdateGalleryImage = () =>
  useGalleryMutation((api, { id, changes }: { id: number; changes: GalleryImageChangesRequest }) => updateGalleryImage(api, id, changes));
export const useDeleteGalleryImage = () => useGalleryMutation(deleteGalleryImage);
export const useBatchUpdateGalleryImages = () => useGalleryMutation(batchUpdateGalleryImages);
/** A new product appears in the product lists too. */
export const useConvertToProduct = () => useGalleryMutation(convertGalleryImageToProduct, [productsQueryKey]);
