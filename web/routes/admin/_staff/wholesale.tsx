import { createFileRoute } from '@tanstack/react-router';
import { WholesaleApplicationsTab } from '#web/features/admin-wholesale/index.ts';

export const Route = createFileRoute('/admin/_staff/wholesale')({ component: WholesaleApplicationsTab });
