import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminSessionQueryOptions, StaffLayout } from '#web/features/admin/index.ts';

/** Every staff page needs a session the server knows (docs/design.md §2); without one, the sign-in page. */
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(adminSessionQueryOptions());
    if (!session) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    return { session };
  },
  component: StaffLayout,
});
