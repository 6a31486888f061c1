import { createFileRoute } from '@tanstack/react-router';
import { StaffTab } from '#web/features/admin-staff/index.ts';

/** Owners only: the server refuses anyone else (403 owner_only), and the staff layout sends them to the first tab. */
export const Route = createFileRoute('/admin/_staff/staff')({ component: StaffTab });
