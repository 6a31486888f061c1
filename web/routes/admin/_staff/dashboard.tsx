import { createFileRoute } from '@tanstack/react-router';
import { DashboardTab } from '#web/features/admin-dashboard/index.ts';

// Split into a chunk of its own like every staff page (vite.config.ts): the charts never reach a shopper's page.
export const Route = createFileRoute('/admin/_staff/dashboard')({ component: DashboardTab });
