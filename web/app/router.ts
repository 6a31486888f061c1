import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { PagePath } from '#schema/pages.ts';
import { ErrorFallback } from '#web/components/ErrorFallback.tsx';
import { routeTree, type FileRoutesByFullPath } from '#web/routeTree.gen.ts';

/** The app's router; tests pass a memory history. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // A page that throws shows "Something went wrong" with a retry, inside the frame, never a blank page.
    defaultErrorComponent: ErrorFallback,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

// The Worker's list of pages (schema/pages.ts) and the router's must be the same set: a page missing
// from the list would be served with status 404, a path in the list without a page would be a soft 404.
type RouterPath = keyof FileRoutesByFullPath extends infer P ? (P extends `${infer Base}/` ? (Base extends '' ? '/' : Base) : P) : never;
type SameSet<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never]
  ? true
  : { onlyInRouter: Exclude<A, B>; onlyInList: Exclude<B, A> };
export const PAGE_LIST_MATCHES_ROUTER: SameSet<RouterPath, PagePath> = true;
