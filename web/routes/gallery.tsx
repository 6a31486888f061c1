import { createFileRoute } from '@tanstack/react-router';
import { prefetchGallery } from '#web/features/gallery/api/prefetch-gallery.ts';
import { filtersOf, GallerySearchSchema } from '#web/features/gallery/gallery-search.ts';
import { GalleryPage } from '#web/features/gallery/GalleryPage.tsx';

export const Route = createFileRoute('/gallery')({
  validateSearch: GallerySearchSchema,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, deps }) => prefetchGallery(context.queryClient, deps),
  component: GalleryPage,
});
