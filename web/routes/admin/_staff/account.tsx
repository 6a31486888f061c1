import { createFileRoute } from '@tanstack/react-router';
import { AccountTab } from '#web/features/admin-staff/index.ts';

export const Route = createFileRoute('/admin/_staff/account')({ component: AccountTab });
