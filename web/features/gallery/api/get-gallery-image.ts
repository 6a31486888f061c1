import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, callOrAbsent } from '#web/lib/api.ts';

/** One gallery image as its own page shows it, null when there is none (the view it records comes after, see track-view.ts). */
export const galleryImageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['gallery', 'image', id],
    queryFn: ({ client }) => callOrAbsent(apiOf(client)['uploaded-images'][':id'].$get({ param: { id: String(id) }, query: {} })),
  });

export const useGalleryImage = (id: number) => useSuspenseQuery(galleryImageQueryOptions(id)).data;
