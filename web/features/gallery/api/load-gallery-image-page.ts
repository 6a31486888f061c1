import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { galleryImageQueryOptions } from './get-gallery-image.ts';

/**
 * What /gallery/{id} needs before it renders: the image (the loader's answer). An unknown or deleted image
 * is Page Not Found, and the browser learns it from the page the Worker sent without asking again.
 */
export async function loadGalleryImagePage(queryClient: QueryClient, id: number): Promise<GalleryImage> {
  const image = await queryClient.ensureQueryData(galleryImageQueryOptions(id));
  if (!image) throw notFound();
  return image;
}
