import { createFileRoute } from '@tanstack/react-router';
import { withMantine } from '#web/app/mantine-provider.tsx';
import { StaffLayout, staffGuards } from '#web/features/admin/index.ts';

export const Route = createFileRoute('/admin/_staff')({
  beforeLoad: async (route) => (await staffGuards()).requireStaffSession(route),
  component: withMantine(StaffLayout),
});
