import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { GalleryImagePage, loadGalleryImagePage } from '#web/features/gallery/index.ts';
import { idParams } from '#web/lib/id-params.ts';

// `gallery_`: its own page, not a child of /gallery's grid.
export const Route = createFileRoute('/gallery_/$id')({
  params: idParams,
  loader: ({ context, params }) => loadGalleryImagePage(context.queryClient, params.id),
  component: withMantine(GalleryImagePage),
});
