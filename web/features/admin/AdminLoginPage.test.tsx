import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const SIGNED_OUT = () => json({ error: 'Authentication required', code: 'unauthenticated' }, 401);

/**
 * The app at `path` with nobody signed in; `login` answers POST /api/admin/login. Once a login succeeds,
 * the session call knows the user, as the server would.
 */
function serve(login: () => Response | Promise<Response>) {
  let signedIn: string | null = null;
  return stubApi({
    'GET /api/admin/session': () => (signedIn ? { username: signedIn } : SIGNED_OUT()),
    'POST /api/admin/login': async ({ body }) => {
      const response = await login();
      if (response.ok) signedIn = (body as { username: string }).username;
      return response;
    },
  });
}

async function openSignIn(path = '/admin/login') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Admin Login' });
  const fill = async (username: string, password: string) => {
    await user.type(screen.getByLabelText(/Username/), username);
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, user, fill, submit };
}

/** A toast with this text is showing (happy-dom renders Mantine's notification node twice, so: any). */
const toastShows = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

describe('/admin/login', () => {
  it('is where /admin and every staff tab send a visitor who is not signed in', async () => {
    serve(SIGNED_OUT);
    const { router } = await openSignIn('/admin/orders');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.location.search).toEqual({ redirect: '/admin/orders' });
  });

  it('requires a username and a password before calling the server', async () => {
    const api = serve(SIGNED_OUT);
    const { submit } = await openSignIn();
    await submit();
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(api.calls('POST', '/api/admin/login')).toEqual([]);
  });

  it("reads 'Logging in...' while pending, then toasts success and opens the tab the visitor asked for", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { fill, submit, queryClient, router } = await openSignIn('/admin/login?redirect=%2Fadmin%2Fwholesale');
    await fill('staff', 'secret words');
    await submit();

    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST', '/api/admin/login').map((request) => request.body)).toEqual([{ username: 'staff', password: 'secret words' }]);

    answer(json({ username: 'staff' }, 200));
    await toastShows('Logged in successfully');
    await waitFor(() => expect(queryClient.getQueryData(['admin', 'session'])).toEqual({ username: 'staff' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/wholesale'));
  });

  it('never sends the visitor outside the staff area after signing in', async () => {
    serve(SIGNED_OUT);
    const { router } = await openSignIn('/admin/login?redirect=https%3A%2F%2Fevil.example%2F');
    expect(router.state.location.search).toEqual({});
  });

  it("toasts 'Error' / 'Invalid credentials' when the server refuses the pair", async () => {
    serve(() => json({ error: 'Invalid credentials', code: 'invalid_credentials' }, 401));
    const { fill, submit, queryClient, router } = await openSignIn();
    await fill('staff', 'wrong');
    await submit();
    await toastShows('Invalid credentials');
    await toastShows('Error');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(queryClient.getQueryData(['admin', 'session'])).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('gives the focus back to the password after a refusal, so it can be typed again at once', async () => {
    serve(() => json({ error: 'Invalid credentials', code: 'invalid_credentials' }, 401));
    const { fill, submit } = await openSignIn();
    await fill('staff', 'wrong');
    await submit();
    await toastShows('Invalid credentials');
    const password = screen.getByLabelText(/Password/, { selector: 'input' });
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('says in the visitor’s language how long to wait when sign-ins are rate limited', async () => {
    const refusal = { error: 'Too many failed sign-ins. Try again in 15 minute(s).', code: 'rate_limited', params: { minutes: 15 } };
    serve(() => json(refusal, 429));
    const { fill, submit } = await openSignIn();
    await fill('staff', 'wrong');
    await submit();
    await toastShows('Too many attempts. Please try again in 15 minute(s).');
  });
});
