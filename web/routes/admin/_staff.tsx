import { createFileRoute, redirect } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { adminSessionQueryOptions, STAFF_HOME, StaffLayout, tabOf, tabsFor } from '#web/features/admin/index.ts';
import { loadStaffTexts } from '#web/features/i18n/index.ts';

/**
 * Every staff page needs a session the server knows (docs/design.md §2); without one, the sign-in page. A tab the
 * person's role may not use (the server refuses its calls) sends them to the first tab.
 */
export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async ({ context, location }) => {
    await loadStaffTexts();
    const session = await context.queryClient.ensureQueryData(adminSessionQueryOptions());
    if (!session) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    const tab = tabOf(location.pathname);
    if (tab && !tabsFor(session.role).includes(tab)) throw redirect({ href: STAFF_HOME, replace: true });
    return { session };
  },
  component: withMantine(StaffLayout),
});
