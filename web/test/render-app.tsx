import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from './render.tsx';
import { routeTree } from '#web/routeTree.gen.ts';

/** The whole app (frame and routes) at `path`, inside the test providers. */
export function renderApp(path: string) {
  const result = render(<></>);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient: result.queryClient },
  });
  result.rerender(<RouterProvider router={router} />);
  return { ...result, router };
}
