import { createMemoryHistory, createRootRoute, createRoute, createRouter, notFound, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps whether it has marked: each test imports a fresh copy. */
async function freshFirstTap() {
  vi.resetModules();
  return import('./first-tap.ts');
}

const marked = () => document.documentElement.hasAttribute('data-hydrated');

/** A part whose code arrives when the test says so (as a chunk loading, or a query's data). */
function arrivingLater(text: string) {
  let arrive = () => {};
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { Part, arrive: () => act(async () => arrive()) };
}

type FirstTap = Awaited<ReturnType<typeof freshFirstTap>>;

/**
 * A frame (a layout with an outlet, as __root.tsx) with `page` at /, a product page whose loader finds nothing, and
 * a not-found page; its pages report to `firstTap`.
 */
async function renderRouter(firstTap: FirstTap, page: () => ReactNode, path = '/') {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
    notFoundComponent: () => <p>Page not found</p>,
  });
  const home = createRoute({ getParentRoute: () => root, path: '/', component: page });
  const product = createRoute({
    getParentRoute: () => root,
    path: '/products/$id',
    loader: () => {
      throw notFound();
    },
  });
  const router = createRouter({ routeTree: root.addChildren([home, product]), history: createMemoryHistory({ initialEntries: [path] }) });
  firstTap.markFirstTapOnPages(router);
  await router.load();
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  performance.clearMarks();
});

describe('the first-tap mark', () => {
  it('waits for the matched page, not the frame around it', async () => {
    const { Part, arrive } = arrivingLater('Featured Gemstones');
    await renderRouter(await freshFirstTap(), () => <Part />);
    await screen.findByRole('main');
    expect(marked()).toBe(false);

    await arrive();

    await screen.findByText('Featured Gemstones');
    expect(marked()).toBe(true);
    expect(performance.getEntriesByName('first-tap-ready', 'mark')).toHaveLength(1);
  });

  it("waits for a first-screen Suspense boundary in the page until that boundary's content shows", async () => {
    const firstTap = await freshFirstTap();
    const { FirstScreenSuspense } = firstTap;
    const { Part, arrive } = arrivingLater('Rose Quartz');
    await renderRouter(firstTap, () => (
      <>
        <h1>Gallery</h1>
        <FirstScreenSuspense fallback={<p>Loading</p>}>
          <Part />
        </FirstScreenSuspense>
      </>
    ));
    await screen.findByText('Loading');
    expect(marked()).toBe(false);

    await arrive();

    await screen.findByText('Rose Quartz');
    expect(marked()).toBe(true);
  });

  it.each([
    ['an unknown address', '/no-such-page'],
    ['a loader that finds nothing', '/products/99999'],
  ])('marks the not-found page shown for %s', async (_, path) => {
    await renderRouter(await freshFirstTap(), () => <p>Home</p>, path);
    await screen.findByText('Page not found');
    expect(marked()).toBe(true);
  });

  it('tells after-paint.js once, with the event it waits for', async () => {
    const heard = vi.fn();
    document.addEventListener('first-tap-ready', heard);
    await renderRouter(await freshFirstTap(), () => <p>Home</p>);
    await screen.findByText('Home');
    document.removeEventListener('first-tap-ready', heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
