import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { AdminAccessDialog } from './AdminAccessDialog.tsx';

/** The dialog on '/', inside a router that also knows '/admin'. */
async function renderDialog() {
  const onClose = vi.fn();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <AdminAccessDialog opened onClose={onClose} />
        <Outlet />
      </>
    ),
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/' }),
    createRoute({ getParentRoute: () => rootRoute, path: '/admin' }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const view = render(<RouterProvider router={router} />);
  const dialog = await screen.findByRole('dialog', { name: 'Admin Access' });
  const user = userEvent.setup();
  const signIn = async (username: string, password: string) => {
    await user.type(within(dialog).getByLabelText(/Username/), username);
    await user.type(within(dialog).getByLabelText(/Password/, { selector: 'input' }), password);
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
  };
  return { ...view, router, dialog, signIn, onClose, user };
}

describe('AdminAccessDialog', () => {
  it('asks for both fields and puts the cursor in the username', async () => {
    const api = stubApi();
    const { dialog, user } = await renderDialog();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Username/)));
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Please enter your username')).toBeTruthy();
    expect(within(dialog).getByText('Please enter your password')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it("shows an 'Invalid credentials' alert and stays put when the server refuses", async () => {
    stubApi({ 'POST /api/admin/login': () => json({ error: 'Invalid credentials', code: 'invalid_credentials' }, 401) });
    const { dialog, signIn, router, onClose } = await renderDialog();
    await signIn('staff', 'wrong');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Invalid credentials');
    expect(router.state.location.pathname).toBe('/');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes to /admin once the server signs the user in', async () => {
    const api = stubApi({ 'POST /api/admin/login': { username: 'staff' } });
    const { signIn, router, onClose, queryClient } = await renderDialog();
    await signIn('staff', 'right');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(onClose).toHaveBeenCalled();
    expect(queryClient.getQueryData(['admin', 'session'])).toEqual({ username: 'staff' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/admin/login']);
    expect(api.requests[0]?.credentials).toBe('include');
  });
});
