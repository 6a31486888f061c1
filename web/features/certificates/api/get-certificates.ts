import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiOf, call } from '#web/lib/api.ts';

/** Which stone: a product, or a gallery item. */
export type StoneRef = { productId: number } | { galleryImageId: number };

export const certificatesRootKey = ['certificates'] as const;

export const certificatesQueryKey = (stone: StoneRef) =>
  'productId' in stone ? [...certificatesRootKey, 'product', stone.productId] : [...certificatesRootKey, 'gallery', stone.galleryImageId];

/** A stone's lab reports, oldest first. */
export const certificatesQueryOptions = (stone: StoneRef) =>
  queryOptions({
    queryKey: certificatesQueryKey(stone),
    queryFn: ({ client }) =>
      call(
        apiOf(client).certificates.$get({
          query: 'productId' in stone ? { productId: String(stone.productId) } : { galleryImageId: String(stone.galleryImageId) },
        }),
      ),
  });

export const useCertificates = (stone: StoneRef) => useSuspenseQuery(certificatesQueryOptions(stone)).data;
