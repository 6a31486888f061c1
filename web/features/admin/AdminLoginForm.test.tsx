import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { AdminLoginForm } from './AdminLoginForm.tsx';

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  const user = userEvent.setup();
  const view = render(
    <>
      <Notifications limit={1} />
      <AdminLoginForm />
    </>,
  );
  const fill = async (username: string, password: string) => {
    await user.type(screen.getByLabelText(/Username/), username);
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), password);
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Login' }));
  return { ...view, user, fill, submit };
}

/** A toast with this text is showing (happy-dom renders Mantine's notification node twice, so: any). */
const toastShows = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

afterEach(() => vi.unstubAllGlobals());

describe('AdminLoginForm', () => {
  it('requires a username and a password before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { submit } = renderForm();
    await submit();
    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Logging in...' while pending, then toasts success and stores the session", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { fill, submit, queryClient } = renderForm();
    await fill('staff', 'secret words');
    await submit();

    const pending = await screen.findByRole('button', { name: 'Logging in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'staff', password: 'secret words' });

    answer(json({ username: 'staff' }, 200));
    await toastShows('Logged in successfully');
    await waitFor(() => expect(queryClient.getQueryData(['admin', 'session'])).toEqual({ username: 'staff' }));
  });

  it("toasts 'Error' / 'Invalid credentials' when the server refuses the pair", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Invalid credentials' }, 401)));
    const { fill, submit, queryClient } = renderForm();
    await fill('staff', 'wrong');
    await submit();
    await toastShows('Invalid credentials');
    await toastShows('Error');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(queryClient.getQueryData(['admin', 'session'])).toBeUndefined();
  });

  it('shows the wait message when sign-ins are rate limited', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Too many failed sign-ins. Try again in 15 minute(s).' }, 429)));
    const { fill, submit } = renderForm();
    await fill('staff', 'wrong');
    await submit();
    await toastShows('Too many failed sign-ins. Try again in 15 minute(s).');
  });
});
