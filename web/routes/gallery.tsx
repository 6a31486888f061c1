import { createFileRoute } from '@tanstack/react-router';
import {
  filtersOf,
  GalleryLoadFailed,
  GalleryPage,
  GalleryPending,
  GallerySearchSchema,
  loadGallery,
} from '#web/features/gallery/index.ts';

export const Route = createFileRoute('/gallery')({
  validateSearch: GallerySearchSchema,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, deps }) => loadGallery(context.queryClient, deps),
  pendingComponent: GalleryPending,
  errorComponent: GalleryLoadFailed,
  component: GalleryPage,
});
