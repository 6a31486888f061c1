import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const CODE_REQUIRED = () => json({ error: 'Enter the 6-digit code from your authenticator app', code: 'totp_required' }, 401);
const TOO_MANY = () =>
  json({ error: 'Too many failed sign-ins. Try again in 15 minute(s).', code: 'rate_limited', params: { minutes: 15 } }, 429);

/** A server whose sign-in asks for a code, and takes 'admin' / 'pw' / '123456'; `limited`: others' failures hold back every try without one. */
function serveWithSecondFactor({ limited = false } = {}) {
  let signedIn = false;
  const logins: Record<string, string>[] = [];
  stubApi({
    'GET /api/admin/session': () =>
      signedIn ? { username: 'admin' } : json({ error: 'Authentication required', code: 'unauthenticated' }, 401),
    'POST /api/admin/login': ({ body }) => {
      const login = body as Record<string, string>;
      logins.push(login);
      if (!login.code) return limited ? TOO_MANY() : CODE_REQUIRED();
      if (login.code !== '123456') return json({ error: 'Invalid credentials', code: 'invalid_credentials' }, 401);
      signedIn = true;
      return { username: 'admin' };
    },
  });
  return logins;
}

describe('staff sign-in with a second factor', () => {
  it('shows no code field until the server asks, then asks for the code and signs in with it', async () => {
    const logins = serveWithSecondFactor();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(screen.queryByLabelText(/Authentication code/)).toBeNull();

    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const codeField = await screen.findByLabelText(/Authentication code/);
    expect(logins).toEqual([{ username: 'admin', password: 'pw' }]);
    // A neutral step: no red "Error" toast for it.
    expect(screen.queryByText('Error')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(logins).toHaveLength(1);

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(logins.at(-1)).toEqual({ username: 'admin', password: 'pw', code: '123456' });
  });

  it('offers the code field after too many tries, so the right password and a current code sign in at once', async () => {
    const logins = serveWithSecondFactor({ limited: true });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/login');
    await screen.findByRole('heading', { name: 'Admin Login' });
    await user.type(screen.getByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findAllByText('Too many attempts. Please try again in 15 minute(s).')).length).toBeGreaterThan(0);
    const codeField = await screen.findByLabelText(/Authentication code/);
    expect(screen.getByText(/Have a second factor\? Enter the 6-digit code/)).toBeTruthy();
    // Offered, not required: someone without a second factor tries again later without one.
    expect(codeField.hasAttribute('required')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(logins).toHaveLength(2));
    expect(logins[1]).toEqual({ username: 'admin', password: 'pw' });

    await user.type(codeField, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(logins.at(-1)).toEqual({ username: 'admin', password: 'pw', code: '123456' });
  });
});
