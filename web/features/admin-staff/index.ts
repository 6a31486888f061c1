/** Staff accounts in the admin area: the owners' Staff tab, everyone's Account tab, and the invite link's page. */
export { AccountTab } from './AccountTab.tsx';
export { inviteQueryOptions } from './api/invites.ts';
export { InviteAcceptPage } from './InviteAcceptPage.tsx';
export { StaffTab } from './StaffTab.tsx';
