import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WholesaleApplication } from '#schema/wholesale-api.ts';
import { wholesaleApplication } from '#testing/factories.ts';
import { json, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

/** Application ids are random UUIDs; `n` names one of them. */
const applicationId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const application = (n: number, overrides: Partial<WholesaleApplication> = {}) =>
  wholesaleApplication({ id: applicationId(n), businessName: `Gem Traders ${n}`, ...overrides });

type Call = { method: string; path: string; body?: unknown };

/** The Worker as the tab meets it; `patchStatus` is what a status change answers. */
function serve(patchStatus = 200) {
  const stored = [application(2), application(1, { status: 'approved' })];
  const api = stubApi(
    {
      'GET /api/admin/wholesale-applications': ({ url }) => {
        const status = url.searchParams.get('status');
        return { items: stored.filter((a) => !status || a.status === status), nextCursor: null };
      },
      'PATCH /api/admin/wholesale-applications/:id': ({ params, body }) => {
        if (patchStatus !== 200) return json({ error: 'Wholesale application not found', code: 'not_found' }, patchStatus);
        const target = stored.find((a) => a.id === params.id)!;
        target.status = (body as { status: WholesaleApplication['status'] }).status;
        return target;
      },
    },
    { signedIn: 'admin' },
  );
  return (): Call[] =>
    api.requests
      .filter((request) => request.path.startsWith('/api/admin/wholesale-applications'))
      .map(({ method, path, url, body }) => ({ method, path: path + url.search, ...(body === undefined ? {} : { body }) }));
}

const card = (name: string) => screen.getByRole('listitem', { name });

/** Opens the status select of one application's card and picks `option` in its own list. */
async function chooseStatus(user: ReturnType<typeof userEvent.setup>, application: string, option: string) {
  const select = within(card(application)).getByRole('combobox', { name: 'Status' });
  await user.click(select);
  const listbox = await vi.waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

describe('/admin/wholesale', () => {
  it('sets an application’s status, saves it and reloads the list', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp('/admin/wholesale');
    expect(await screen.findByText('Gem Traders 2')).toBeTruthy();

    await chooseStatus(user, 'Gem Traders 2', 'Declined');

    expect(await screen.findByText('Status saved')).toBeTruthy();
    expect(calls()).toContainEqual({
      method: 'PATCH',
      path: `/api/admin/wholesale-applications/${applicationId(2)}`,
      body: { status: 'declined' },
    });
    await vi.waitFor(() => expect(calls().filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(within(card('Gem Traders 2')).getByRole('combobox', { name: 'Status' })).toHaveProperty('value', 'Declined');
  });

  it('tells staff when the status could not be changed', async () => {
    serve(404);
    const user = userEvent.setup();
    renderApp('/admin/wholesale');
    await screen.findByText('Gem Traders 2');
    await chooseStatus(user, 'Gem Traders 2', 'Approved');
    expect(await screen.findByText('Could not change the status')).toBeTruthy();
  });

  it('filters by status through the server and says when no application has it', async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderApp('/admin/wholesale');
    await screen.findByText('Gem Traders 2');

    const filter = screen.getByRole('radiogroup', { name: 'Filter applications by status' });
    await user.click(within(filter).getByLabelText('Approved'));
    await vi.waitFor(() => expect(screen.queryByText('Gem Traders 2')).toBeNull());
    expect(screen.getByText('Gem Traders 1')).toBeTruthy();
    expect(calls().at(-1)?.path).toBe('/api/admin/wholesale-applications?limit=50&status=approved');

    await user.click(within(filter).getByLabelText('Declined'));
    expect(await screen.findByText('No applications with this status')).toBeTruthy();
  });
});
