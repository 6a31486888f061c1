import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { GalleryImage } from '#schema/gallery-api.ts';
import { ApiError } from '#web/lib/api.ts';
import { galleryImageQueryOptions } from './get-gallery-image.ts';

/** What /gallery/{id} needs before it renders: the image (the loader's answer); an unknown or deleted image is Page Not Found. */
export async function loadGalleryImagePage(queryClient: QueryClient, id: number): Promise<GalleryImage> {
  try {
    return await queryClient.ensureQueryData(galleryImageQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
