import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from '#web/app/router.ts';
import { render } from './render.tsx';

/** The whole app (frame, routes, the app's router options) at `path`, inside the test providers. */
export function renderApp(path: string) {
  const result = render(<></>);
  const router = createAppRouter(result.queryClient, createMemoryHistory({ initialEntries: [path] }));
  result.rerender(<RouterProvider router={router} />);
  return { ...result, router };
}
