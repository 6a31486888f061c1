import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { loadStaffTexts } from '#web/features/i18n/index.ts';
import { STAFF_HOME, tabOf, tabsFor } from './admin-paths.ts';
import { adminSessionQueryOptions } from './api/admin-session.ts';

/*
 * What the staff area's routes check before they load. Their routes import this module when one of them opens
 * (web/routes/admin/), so that no shopper's first load carries the session's query and the tabs' rules.
 */

type Guarded = { context: { queryClient: QueryClient } };

/** The staff's texts in the page's language, and who is signed in (null: nobody). */
async function signedIn({ context }: Guarded) {
  await loadStaffTexts();
  return context.queryClient.ensureQueryData(adminSessionQueryOptions());
}

/**
 * Every staff page needs a session the server knows (docs/design.md §2); without one, the sign-in page. A tab the
 * person's role may not use (the server refuses its calls) sends them to the first tab.
 */
export async function requireStaffSession(route: Guarded & { location: ParsedLocation }) {
  const { location } = route;
  const session = await signedIn(route);
  if (!session) throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
  const tab = tabOf(location.pathname);
  if (tab && !tabsFor(session.role).includes(tab)) throw redirect({ href: STAFF_HOME, replace: true });
  return { session };
}

/** The sign-in page, for someone already signed in: straight on to where they were going. */
export async function skipSignInWhenSignedIn(route: Guarded & { search: { redirect?: string } }) {
  if (await signedIn(route)) throw redirect({ href: route.search.redirect ?? STAFF_HOME, replace: true });
}
