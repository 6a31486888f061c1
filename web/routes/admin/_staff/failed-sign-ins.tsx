import { createFileRoute } from '@tanstack/react-router';
import { FailedSignInsTab } from '#web/features/admin-audit/index.ts';

export const Route = createFileRoute('/admin/_staff/failed-sign-ins')({ component: FailedSignInsTab });
