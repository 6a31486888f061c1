import * as v from 'valibot';
import type { StaffRole } from '#schema/staff-api.ts';

/** The staff area's tabs, each a page of its own (/admin/<tab>), so a reload or a shared link keeps it. */
export const STAFF_TABS = [
  'dashboard',
  'products',
  'gallery',
  'orders',
  'wholesale',
  'staff',
  'audit',
  'failed-sign-ins',
  'account',
] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export const isStaffTab = (value: unknown): value is StaffTab => (STAFF_TABS as readonly unknown[]).includes(value);

/** The owners' tabs (the server refuses their calls to anyone else: 403 owner_only). */
const OWNER_TABS: readonly StaffTab[] = ['staff', 'audit', 'failed-sign-ins'];

/** The tabs a role may use; the others are not shown. */
export const tabsFor = (role: StaffRole): readonly StaffTab[] =>
  role === 'owner' ? STAFF_TABS : STAFF_TABS.filter((tab) => !OWNER_TABS.includes(tab));

/** The tab of an admin address (/admin/<tab>/...), or undefined. */
export const tabOf = (pathname: string): StaffTab | undefined => {
  const segment = pathname.split('/')[2];
  return isStaffTab(segment) ? segment : undefined;
};

/** Where the sign-in page sends staff afterwards: only back into the staff area, never to another site. */
export const SignInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/admin\/(?!login)[\w/?=&%-]*$/))), undefined),
});

export const STAFF_HOME = '/admin/dashboard';
