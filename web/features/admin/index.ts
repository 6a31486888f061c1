/** The staff area's frame: sign-in (dialog and page), the session, and the layout around the tabs. */
export { AdminAccessProvider } from './admin-access.tsx';
export { AdminButton } from './AdminButton.tsx';
export { SignInSearchSchema, STAFF_HOME, tabOf, tabsFor } from './admin-paths.ts';
export { AdminLoginPage } from './AdminLoginPage.tsx';
export { adminSessionQueryKey, adminSessionQueryOptions, useAdminSession } from './api/admin-session.ts';
export { staffGuards } from './load-staff-guards.ts';
export { StaffLayout } from './StaffLayout.tsx';
export { AdminTabHeader } from './AdminTabHeader.tsx';
export { StatusFilter } from './StatusFilter.tsx';
export { StatusFilteredList } from './StatusFilteredList.tsx';
export { CsvExportButton } from './CsvExportButton.tsx';
