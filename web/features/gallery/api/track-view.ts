import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { GalleryImage, GalleryPage } from '#schema/gallery-api.ts';
import { sessionHeaders } from '#web/features/cart/index.ts';
import { apiOf, call, type Api } from '#web/lib/api.ts';
import { galleryImagesQueryKey } from './get-gallery-images.ts';

/** docs/product.md §7: viewing an image records a view (once a day per visitor session); the answer is the image with its new count. */
export const trackGalleryView = (api: Api, id: number) =>
  call(api['uploaded-images'][':id'].$get({ param: { id: String(id) }, query: { track_view: 'true' } }, { headers: sessionHeaders() }));

/** `image` in place of its older copy on every cached page. */
export function withImage(data: InfiniteData<GalleryPage> | undefined, image: GalleryImage): InfiniteData<GalleryPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === image.id ? image : item)),
    })),
  };
}

/** Records a view and puts the new count into every cached list; a failure is only logged (docs/product.md §7). */
export function useTrackGalleryView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number, { client }) => trackGalleryView(apiOf(client), id),
    onSuccess: (image) => {
      queryClient.setQueriesData<InfiniteData<GalleryPage>>({ queryKey: galleryImagesQueryKey }, (data) => withImage(data, image));
    },
    onError: (error, id) => console.warn('could not record a view of gallery image', id, error),
  });
}
