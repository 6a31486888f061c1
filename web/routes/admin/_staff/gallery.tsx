import { createFileRoute } from '@tanstack/react-router';
import { AdminGalleryTab } from '#web/features/admin-gallery/index.ts';

export const Route = createFileRoute('/admin/_staff/gallery')({ component: AdminGalleryTab });
