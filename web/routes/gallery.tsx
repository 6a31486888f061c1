import { createFileRoute } from '@tanstack/react-router';
import { prefetchGallery } from '../features/gallery/api/prefetch-gallery';
import { filtersOf, GallerySearchSchema } from '../features/gallery/gallery-search';
import { GalleryPage } from '../features/gallery/GalleryPage';

export const Route = createFileRoute('/gallery')({
  validateSearch: GallerySearchSchema,
  loaderDeps: ({ search }) => filtersOf(search),
  loader: ({ context, deps }) => prefetchGallery(context.queryClient, deps),
  component: GalleryPage,
});
