import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { InviteAcceptPage } from '#web/features/admin-staff/index.ts';
import { loadStaffTexts } from '#web/features/i18n/index.ts';

/** The invite link's page: no session needed, the single-use token in the address is the key. */
export const Route = createFileRoute('/admin/invite/$token')({
  beforeLoad: () => loadStaffTexts(),
  component: withMantine(InviteRoute),
});

function InviteRoute() {
  return <InviteAcceptPage token={Route.useParams().token} />;
}
