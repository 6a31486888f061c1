import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, call } from '#web/lib/api.ts';

/** One gallery image, as its own page shows it (the view it records comes after, see track-view.ts). */
export const galleryImageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['gallery', 'image', id],
    queryFn: ({ client }) => call(apiOf(client)['uploaded-images'][':id'].$get({ param: { id: String(id) }, query: {} })),
  });

export const useGalleryImage = (id: number) => useSuspenseQuery(galleryImageQueryOptions(id)).data;
