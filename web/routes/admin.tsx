import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '#web/features/admin/AdminPage.tsx';

export const Route = createFileRoute('/admin')({ component: AdminPage });
