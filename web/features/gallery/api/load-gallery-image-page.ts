import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { ApiError } from '#web/lib/api.ts';
import { galleryImageQueryOptions } from './get-gallery-image.ts';

/** The id in a gallery image's address, or null when it cannot be one (`/gallery/abc`). */
export const galleryImageIdOf = (text: string): number | null => (/^[1-9]\d{0,15}$/.test(text) ? Number(text) : null);

/** What /gallery/{id} needs before it renders; an unknown or deleted image is Page Not Found. */
export async function loadGalleryImagePage(queryClient: QueryClient, idText: string): Promise<void> {
  const id = galleryImageIdOf(idText);
  if (id === null) throw notFound();
  try {
    await queryClient.ensureQueryData(galleryImageQueryOptions(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
