/**
 * The server's way into the web app: the Worker renders a page to HTML with it (worker/routes/pages.ts),
 * running the page's own route loaders against its own API in-process, and the browser hydrates the
 * result (web/main.tsx). Nothing here runs in the browser.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToReadableStream } from 'react-dom/server';
import type { PageRenderer } from '#schema/pages.ts';
import { App } from '#web/app/app.tsx';
import { createQueryClient } from '#web/app/query-client.ts';
import { createAppRouter } from '#web/app/router.ts';
import { NameBook } from '#web/features/i18n/index.ts';
import { createServerI18n } from '#web/features/i18n/server-i18n.ts';
import { describePage } from '#web/features/page-head/index.ts';
import { answerQueriesWith } from '#web/lib/api.ts';

/** A server render follows at most this many redirects before it renders what it has. */
const REDIRECT_LIMIT = 3;

/**
 * The router loaded at `url`, following its redirects. On the server the router answers an address whose
 * query string its routes would write differently (an unknown `?category=bogus`, a malformed `?image=abc`)
 * with a redirect to the written form and renders nothing; the page instead shows what that form shows,
 * at the address asked for, exactly as the browser does when it opens the same address (docs/product.md §2).
 */
async function loadedRouter(queryClient: QueryClient, url: string) {
  let router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  for (let hop = 0; hop < REDIRECT_LIMIT; hop += 1) {
    const result = router._serverResult;
    const target = result?.type === 'redirect' ? result.redirect.headers.get('location') : null;
    if (!target) break;
    router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [target] }));
    await router.load();
  }
  return router;
}

/** 404 when no route matched (the frame shows Page Not Found), 500 when a loader failed, else 200. */
function statusOf(router: ReturnType<typeof createAppRouter>): number {
  const { matches } = router.state;
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return 404;
  if (matches.some((match) => match.status === 'error')) return 500;
  return 200;
}

/**
 * A loader may start queries it does not wait for (the home page's deferred sections, the frame's payment
 * config): the browser shows their sections as they arrive, but the page the Worker sends carries their
 * data, so the render awaits those queries' own promises. A failed one leaves its section to the browser.
 */
async function deferredQueriesLoaded(queryClient: QueryClient): Promise<void> {
  const inFlight = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
  await Promise.all(inFlight.map((query) => query.promise?.catch(() => undefined)));
}

export const renderPage: PageRenderer = async ({ url, origin, language, currency, fetchApi }) => {
  const queryClient = createQueryClient();
  answerQueriesWith(queryClient, fetchApi);
  const { i18n, translations } = await createServerI18n(language);
  const router = await loadedRouter(queryClient, url);
  await deferredQueriesLoaded(queryClient);

  const names = new NameBook(language);
  const stream = await renderToReadableStream(
    <App queryClient={queryClient} router={router} i18n={i18n} currency={currency} names={names} />,
    {
      onError: (error) => console.error('server render failed', url, error),
      // React outlines a large Suspense boundary (default: over 12,800 bytes) behind an inline script that
      // reveals it. The page is sent whole, and the Content-Security-Policy allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const status = statusOf(router);
  return {
    html,
    status,
    head: describePage({ router, queryClient, i18n, origin, currency, status }),
    hydration: { queries: dehydrate(queryClient), translations, displayNames: names.names },
    routeIds: router.state.matches.map((match) => match.routeId),
  };
};
