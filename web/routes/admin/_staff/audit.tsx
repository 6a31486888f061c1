import { createFileRoute } from '@tanstack/react-router';
import { AuditLogTab } from '#web/features/admin-audit/index.ts';

export const Route = createFileRoute('/admin/_staff/audit')({ component: AuditLogTab });
