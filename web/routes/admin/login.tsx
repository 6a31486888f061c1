import { createFileRoute, redirect } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { AdminLoginPage, adminSessionQueryOptions, SignInSearchSchema, STAFF_HOME } from '#web/features/admin/index.ts';
import { loadStaffTexts } from '#web/features/i18n/index.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: SignInSearchSchema,
  // Already signed in: straight on to where the visitor was going.
  beforeLoad: async ({ context, search }) => {
    await loadStaffTexts();
    const session = await context.queryClient.ensureQueryData(adminSessionQueryOptions());
    if (session) throw redirect({ href: search.redirect ?? STAFF_HOME, replace: true });
  },
  component: withMantine(AdminLoginRoute),
});

function AdminLoginRoute() {
  return <AdminLoginPage redirect={Route.useSearch().redirect} />;
}
