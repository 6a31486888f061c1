import { createFileRoute, redirect } from '@tanstack/react-router';
import { STAFF_HOME } from '#web/features/admin/index.ts';

/** /admin opens the first tab. */
export const Route = createFileRoute('/admin/_staff/')({
  beforeLoad: () => {
    throw redirect({ href: STAFF_HOME, replace: true });
  },
});
