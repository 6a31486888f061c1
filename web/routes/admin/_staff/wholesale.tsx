import { createFileRoute } from '@tanstack/react-router';
import { loadWholesaleTab, WholesaleApplicationsTab, WholesaleSearchSchema } from '#web/features/admin-wholesale/index.ts';

export const Route = createFileRoute('/admin/_staff/wholesale')({
  validateSearch: WholesaleSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  loader: ({ context, deps }) => loadWholesaleTab(context.queryClient, deps.status),
  component: WholesaleApplicationsTab,
});
