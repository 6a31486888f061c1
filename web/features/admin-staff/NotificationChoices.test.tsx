import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationSettings } from '#schema/notifications-api.ts';
import { staffSession } from '#testing/factories.ts';
import { renderApp } from '#web/test/render-app.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { method: string; path: string; body: unknown };

const NOTHING_CHOSEN: NotificationSettings = {
  email: 'amina@gems.example',
  language: 'en',
  paidOrders: false,
  attention: false,
  wholesale: false,
  mailOn: true,
};

/** The Worker's answers: the session, and the person's notification settings, which a PUT replaces. */
function serveSettings(initial: NotificationSettings) {
  let settings = initial;
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      if (call.path === '/api/admin/session') return json(staffSession({ role: 'staff' }));
      if (call.path === '/api/admin/account/notifications' && call.method === 'GET') return json(settings);
      if (call.path === '/api/admin/account/notifications' && call.method === 'PUT') {
        settings = { ...(call.body as NotificationSettings), mailOn: settings.mailOn };
        return json(settings);
      }
      return json({ error: 'No such endpoint', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const puts = (calls: Call[]) => calls.filter((call) => call.method === 'PUT');

describe('the Account page’s email notifications', () => {
  it('shows what the person chose and saves the notices ticked, the address and the language', async () => {
    const calls = serveSettings({ ...NOTHING_CHOSEN, attention: true });
    const user = userEvent.setup();
    renderApp('/admin/account');

    const attention = await screen.findByRole('checkbox', { name: 'Each order needing attention' });
    expect((attention as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('mail-off')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Each paid order' }));
    await user.click(screen.getByRole('checkbox', { name: 'Each wholesale application' }));
    await user.click(screen.getByLabelText('Language of the messages', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Kiswahili', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification choices saved')).toBeTruthy();
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/account/notifications',
        body: { email: 'amina@gems.example', language: 'sw', paidOrders: true, attention: true, wholesale: true },
      },
    ]);
  });

  it('asks for an address before saving a notice without one, and sends nothing', async () => {
    const calls = serveSettings({ ...NOTHING_CHOSEN, email: null });
    const user = userEvent.setup();
    renderApp('/admin/account');

    await user.click(await screen.findByRole('checkbox', { name: 'Each paid order' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('An address is needed to send to')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Send to'));
    expect(puts(calls)).toEqual([]);
  });

  it('says the shop sends no mail yet when no provider is set', async () => {
    serveSettings({ ...NOTHING_CHOSEN, mailOn: false });
    renderApp('/admin/account');
    expect((await screen.findByTestId('mail-off')).textContent).toBe(
      'This shop sends no mail yet: your choices take effect once mail is set up.',
    );
  });
});
