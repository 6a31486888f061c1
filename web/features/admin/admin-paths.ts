import * as v from 'valibot';

/** The staff area's tabs, each a page of its own (/admin/<tab>), so a reload or a shared link keeps it. */
export const STAFF_TABS = ['dashboard', 'products', 'gallery', 'orders', 'wholesale', 'audit', 'failed-sign-ins'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

export const isStaffTab = (value: unknown): value is StaffTab => (STAFF_TABS as readonly unknown[]).includes(value);

/** Where the sign-in page sends staff afterwards: only back into the staff area, never to another site. */
export const SignInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/admin\/(?!login)[\w/?=&%-]*$/))), undefined),
});

export const STAFF_HOME = '/admin/dashboard';
