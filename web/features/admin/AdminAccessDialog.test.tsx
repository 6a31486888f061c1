import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { json, refusal, stubApi } from '#web/test/api-stub.ts';
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

  it('asks for the code as the next step, with no error alert, then signs in with it', async () => {
    const logins: Record<string, string>[] = [];
    stubApi({
      'POST /api/admin/login': ({ body }) => {
        logins.push(body as Record<string, string>);
        return (body as { code?: string }).code === '123456'
          ? { username: 'staff' }
          : json({ error: 'Enter the 6-digit code from your authenticator app', code: 'totp_required' }, 401);
      },
    });
    const { dialog, signIn, router, user } = await renderDialog();
    await signIn('staff', 'right');
    const codeField = await within(dialog).findByLabelText(/Authentication code/);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByText('Error')).toBeNull();

    await user.type(codeField, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(logins.at(-1)).toEqual({ username: 'staff', password: 'right', code: '123456' });
  });

  it('after too many tries says how long to wait and offers the code field, which signs a person with a second factor in now', async () => {
    const logins: Record<string, string>[] = [];
    stubApi({
      'POST /api/admin/login': ({ body }) => {
        logins.push(body as Record<string, string>);
        return (body as { code?: string }).code === '123456' ? { username: 'staff' } : refusal(429, 'rate_limited', { minutes: 15 });
      },
    });
    const { dialog, signIn, router, user } = await renderDialog();
    await signIn('staff', 'right');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Too many attempts. Please try again in 15 minute(s).');
    const codeField = within(dialog).getByLabelText(/Authentication code/);
    expect(within(dialog).getByText(/Have a second factor\? Enter the 6-digit code/)).toBeTruthy();

    await user.type(codeField, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(logins).toEqual([
      { username: 'staff', password: 'right' },
      { username: 'staff', password: 'right', code: '123456' },
    ]);
  });
});
