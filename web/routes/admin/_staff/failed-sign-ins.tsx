import { createFileRoute } from '@tanstack/react-router';
import { FailedSignInsTab, loadFailedSignIns } from '#web/features/admin-audit/index.ts';

export const Route = createFileRoute('/admin/_staff/failed-sign-ins')({
  loader: ({ context }) => loadFailedSignIns(context.queryClient),
  component: FailedSignInsTab,
});
