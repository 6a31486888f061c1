import { createFileRoute } from '@tanstack/react-router';
import { WholesaleApplicationsTab, WholesaleSearchSchema } from '#web/features/admin-wholesale/index.ts';

export const Route = createFileRoute('/admin/_staff/wholesale')({
  validateSearch: WholesaleSearchSchema,
  component: WholesaleApplicationsTab,
});
