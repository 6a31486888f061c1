import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { ShopMantineProvider } from '#web/app/mantine-provider.tsx';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '#web/app/query-client.ts';

/** Renders inside the app's providers (Mantine theme, a fresh query client). */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShopMantineProvider>
      <Notifications limit={1} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ShopMantineProvider>
  );
  return { queryClient, ...testingLibraryRender(ui, { wrapper, ...options }) };
}

/** `ui` as the page of a router, for parts that hold links; `path` is the address it is shown at. */
export async function renderInRouter(ui: ReactElement, path = '/') {
  const routeTree = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return { ...render(<RouterProvider router={router} />), router };
}
