import { createFileRoute } from '@tanstack/react-router';
import { loadWholesaleTab, WholesaleApplicationsTab, WholesaleSearchSchema } from '#web/features/admin-wholesale/index.ts';

export const Route = createFileRoute('/admin/_staff/wholesale')({
  validateSearch: WholesaleSearchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  // Not awaited: a new filter shows at once, loading, instead of the old filter's list until the new one arrives.
  loader: ({ context, deps }) => void loadWholesaleTab(context.queryClient, deps.status),
  component: WholesaleApplicationsTab,
});
