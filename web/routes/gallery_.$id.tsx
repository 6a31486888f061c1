import { createFileRoute } from '@tanstack/react-router';
import { GalleryImagePage, loadGalleryImagePage } from '#web/features/gallery/index.ts';
import { idParams } from '#web/lib/id-params.ts';

// `gallery_`: its own page, not a child of /gallery's grid.
export const Route = createFileRoute('/gallery_/$id')({
  params: idParams,
  loader: ({ context, params }) => loadGalleryImagePage(context.queryClient, params.id),
  component: GalleryImagePage,
});
