import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import jsQR from 'jsqr';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffSession } from '#testing/factories.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { otpauthUri } from './otpauth.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

type Call = { method: string; path: string; body: unknown };

function serve(handle: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      return handle(call) ?? json({ error: 'No such endpoint', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the QR code of a secret', () => {
  it('reads back, module for module, as the otpauth URI an authenticator app takes', () => {
    const uri = otpauthUri(SECRET, 'amina@gems.example');
    const { data, size } = encode(uri, { ecc: 'M', border: 4 });
    const scale = 4;
    const side = size * scale;
    const pixels = new Uint8ClampedArray(side * side * 4);
    for (let y = 0; y < side; y += 1)
      for (let x = 0; x < side; x += 1)
        pixels.fill(data[Math.floor(y / scale)]![Math.floor(x / scale)] ? 0 : 255, (y * side + x) * 4, (y * side + x) * 4 + 3);
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
    expect(jsQR(pixels, side, side)?.data).toBe(uri);
    expect(uri).toBe(
      `otpauth://totp/Gemstone%20Gallery%3Aamina%40gems.example?secret=${SECRET}&issuer=Gemstone%20Gallery&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('/admin/account', () => {
  it('shows a new secret as a QR code and as text, and saves it with the app’s code', async () => {
    let session = staffSession({ role: 'staff', hasSecondFactor: false });
    const calls = serve(({ method, path }) => {
      if (path === '/api/admin/session') return json(session);
      if (path === '/api/admin/account/new-totp-secret') return json({ secret: SECRET });
      if (path === '/api/admin/account/second-factor' && method === 'PUT') {
        session = { ...session, hasSecondFactor: true };
        return json(session);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/admin/account');
    expect(await screen.findByText('Your sign-in asks for your password only.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByRole('textbox', { name: 'Code the app shows now' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your sign-in asks for a code from your authenticator app.')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'PUT', path: '/api/admin/account/second-factor', body: { totpSecret: SECRET, code: '123456' } });
  });

  it('gives the focus back to the code field after a code that does not match', async () => {
    serve(({ method, path }) => {
      if (path === '/api/admin/session') return json(staffSession({ role: 'staff', hasSecondFactor: false }));
      if (path === '/api/admin/account/new-totp-secret') return json({ secret: SECRET });
      if (path === '/api/admin/account/second-factor' && method === 'PUT')
        return json({ error: 'wrong code', code: 'totp_code_wrong' }, 400);
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/admin/account');
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const code = await screen.findByRole('textbox', { name: 'Code the app shows now' });
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByRole('textbox', { name: 'Code the app shows now' })).toBe(code);
  });

  it('tells an owner without a second factor that owners must have one', async () => {
    serve(({ path }) => (path === '/api/admin/session' ? json(staffSession({ hasSecondFactor: false })) : undefined));
    renderApp('/admin/account');
    expect(await screen.findByTestId('owner-needs-second-factor')).toBeTruthy();
  });
});

describe('/admin/invite/{token}', () => {
  const TOKEN = 'a'.repeat(43);
  const invite = (role: 'owner' | 'staff') => ({
    name: 'Amina Njeri',
    email: 'amina@gems.example',
    role,
    expiresAt: '2026-11-26T10:00:00.000Z',
    newTotpSecret: SECRET,
  });

  it('sets the password and the second factor, then opens the sign-in page', async () => {
    const calls = serve(({ method, path }) => {
      if (path === '/api/admin/session') return json({ error: 'Authentication required', code: 'unauthenticated' }, 401);
      if (path === `/api/staff-invites/${TOKEN}` && method === 'GET') return json(invite('owner'));
      if (path === `/api/staff-invites/${TOKEN}` && method === 'POST') return json({ username: 'amina@gems.example' }, 201);
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/invite/${TOKEN}`);
    expect(await screen.findByText(/Amina Njeri, you are invited to help run the shop as Owner/)).toBeTruthy();
    // An owner cannot leave the second factor out.
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));
    expect(await screen.findByText('Please choose a password of at least 12 characters')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('New password'), ' but now long enough');
    await user.type(screen.getByRole('textbox', { name: 'Code the app shows now' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Join the staff' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: `/api/staff-invites/${TOKEN}`,
      body: { password: 'short but now long enough', language: 'en', totpSecret: SECRET, code: '654321' },
    });
  });

  it('says so when the link was used already', async () => {
    serve(({ path }) => (path.startsWith('/api/staff-invites/') ? json({ error: 'used', code: 'invite_used' }, 410) : undefined));
    renderApp(`/admin/invite/${TOKEN}`);
    expect(await screen.findByText('This invite link was used already.')).toBeTruthy();
  });
});
