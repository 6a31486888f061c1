import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PendingInvite, StaffMember, StaffSession } from '#schema/staff-api.ts';
import { staffSession } from '#testing/factories.ts';
import { renderApp } from '#web/test/render-app.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const member = (overrides: Partial<StaffMember>): StaffMember => ({
  ...staffSession(),
  email: 'owner@gems.example',
  active: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

type Call = { method: string; path: string; body: unknown };

/**
 * The staff API of a shop with an owner (signed in as `signedIn`) and one colleague, and `withInvites` one invite
 * waiting; records every call.
 */
function serve(signedIn: Partial<StaffSession> = {}, withInvites = false) {
  const calls: Call[] = [];
  let colleague = member({ id: 2, name: 'Baraka Otieno', username: 'baraka@gems.example', email: 'baraka@gems.example', role: 'staff' });
  const older: PendingInvite = {
    id: 5,
    name: 'Juma Kariuki',
    email: 'juma@gems.example',
    role: 'staff',
    expiresAt: '2026-11-26T09:00:00.000Z',
  };
  const amina: PendingInvite = {
    id: 7,
    name: 'Amina Njeri',
    email: 'amina@gems.example',
    role: 'staff',
    expiresAt: '2026-11-26T10:00:00.000Z',
  };
  let invites = withInvites ? [older] : [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/admin/session') return json(staffSession(signedIn));
      if (path === '/api/admin/staff' && method === 'GET') return json({ members: [member({}), colleague], invites });
      if (path === '/api/admin/staff/invites' && method === 'POST') {
        invites = [...invites, amina];
        return json({ ...amina, path: '/admin/invite/tok' }, 201);
      }
      if (path.startsWith('/api/admin/staff/invites/') && method === 'DELETE') {
        invites = invites.filter((invite) => path !== `/api/admin/staff/invites/${invite.id}`);
        return new Response(null, { status: 204 });
      }
      if (path === '/api/admin/staff/1' && method === 'PATCH')
        return json({ error: 'The shop needs at least one active owner', code: 'last_owner' }, 409);
      if (path === '/api/admin/staff/2' && method === 'PATCH') {
        colleague = { ...colleague, active: false };
        return json(colleague);
      }
      if (path.startsWith('/api/products')) return json([]);
      return json({ error: 'No such endpoint', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/admin/staff', () => {
  it('lists the staff, makes an invite link to copy, and disables a colleague', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp('/admin/staff');
    const table = await screen.findByTestId('staff-table');
    expect(within(table).getByText('admin (you)')).toBeTruthy();
    const baraka = within(table).getByText('Baraka Otieno').closest('tr')!;
    // The sign-in name, not the address the notices go to.
    expect(within(baraka).getByText('baraka@gems.example')).toBeTruthy();
    expect(within(table).queryByText('owner@gems.example')).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina Njeri');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@gems.example');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/admin/invite/tok`);
    // The name someone typed stands in its own direction within the sentence (an Arabic name in English, and back).
    expect(screen.getByText(/^Invite link for/).textContent).toBe('Invite link for \u2068Amina Njeri\u2069');
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/api/admin/staff/invites',
      body: { name: 'Amina Njeri', email: 'amina@gems.example', role: 'staff' },
    });

    await user.click(within(baraka).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(calls).toContainEqual({ method: 'PATCH', path: '/api/admin/staff/2', body: { active: false } }));
  });

  it("takes a withdrawn invite's link off the panel, and keeps it while another invite is withdrawn", async () => {
    serve({}, true);
    const user = userEvent.setup();
    renderApp('/admin/staff');
    await screen.findByTestId('staff-table');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina Njeri');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@gems.example');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    await screen.findByRole('textbox', { name: 'Invite link' });
    const pending = (name: string) => screen.getAllByTestId('pending-invite').find((row) => row.textContent?.includes(name))!;

    await waitFor(() => expect(screen.getAllByTestId('pending-invite')).toHaveLength(2));
    await user.click(within(pending('Juma Kariuki')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.getAllByTestId('pending-invite')).toHaveLength(1));
    expect(screen.getByTestId('invite-link')).toBeTruthy();

    await user.click(within(pending('Amina Njeri')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByTestId('invite-link')).toBeNull());
    expect(screen.queryByTestId('pending-invite')).toBeNull();
  });

  it('keeps a row’s action focusable while its change is sent (a disabled button drops the focus), and sends it once', async () => {
    const calls = serve();
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH') await held;
      return answer(input, init);
    });
    const user = userEvent.setup();
    renderApp('/admin/staff');
    const table = await screen.findByTestId('staff-table');
    const baraka = within(table).getByText('Baraka Otieno').closest('tr')!;
    const disable = within(baraka).getByRole('button', { name: 'Disable' });
    await user.click(disable);
    await waitFor(() => expect(disable.getAttribute('aria-disabled')).toBe('true'));
    expect(disable.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(disable);
    await user.click(disable);

    release();
    await waitFor(() => expect(within(baraka).getByRole('button', { name: 'Enable' })).toBe(disable));
    expect(document.activeElement).toBe(disable);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });

  it('says why the last owner cannot be disabled, in the visitor’s language', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/admin/staff');
    const table = await screen.findByTestId('staff-table');
    await user.click(within(within(table).getByText('admin (you)').closest('tr')!).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The shop needs at least one active owner.')).toBeTruthy();
  });

  it('refuses to invite without a valid email, before asking the server', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp('/admin/staff');
    await screen.findByTestId('staff-table');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Create invite link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('an owner without a second factor', () => {
  it('is shown the way to set one up instead of a list that cannot load, and the staff is not asked for', async () => {
    const calls = serve({ hasSecondFactor: false });
    const user = userEvent.setup();
    renderApp('/admin/staff');
    const guidance = await screen.findByTestId('owner-needs-second-factor');
    expect(guidance.textContent).toContain('Owners must have a second factor: set it up to manage the staff.');
    expect(screen.queryByText('Could not load the staff')).toBeNull();
    expect(calls.some((call) => call.path === '/api/admin/staff')).toBe(false);
    await user.click(within(guidance).getByRole('link', { name: 'Set up' }));
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeTruthy();
  });
});

describe('what a staff member sees', () => {
  it('shows no owner tab, and sends the Staff address to the first tab without asking for the staff', async () => {
    const calls = serve({ role: 'staff' });
    renderApp('/admin/staff');
    expect(await screen.findByRole('tab', { name: /Account/ })).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    for (const ownersTab of ['Staff', 'Audit Log', 'Failed sign-ins']) expect(tabs).not.toContain(ownersTab);
    await waitFor(() => expect(screen.getByRole('tab', { name: /Dashboard/ }).getAttribute('aria-selected')).toBe('true'));
    expect(calls.some((call) => call.path === '/api/admin/staff')).toBe(false);
  });
});
