import { createFileRoute } from '@tanstack/react-router';
import { AdminGalleryTab, loadGalleryTab } from '#web/features/admin-gallery/index.ts';

export const Route = createFileRoute('/admin/_staff/gallery')({
  loader: ({ context }) => loadGalleryTab(context.queryClient),
  component: AdminGalleryTab,
});
