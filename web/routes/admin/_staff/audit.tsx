import { createFileRoute } from '@tanstack/react-router';
import { AuditLogTab, loadAuditLog } from '#web/features/admin-audit/index.ts';

export const Route = createFileRoute('/admin/_staff/audit')({
  loader: ({ context }) => loadAuditLog(context.queryClient),
  component: AuditLogTab,
});
