import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { AdminLoginPage, SignInSearchSchema, staffGuards } from '#web/features/admin/index.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: SignInSearchSchema,
  beforeLoad: async (route) => (await staffGuards()).skipSignInWhenSignedIn(route),
  component: withMantine(AdminLoginRoute),
});

function AdminLoginRoute() {
  return <AdminLoginPage redirect={Route.useSearch().redirect} />;
}
