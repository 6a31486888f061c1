import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, type AuditEvent } from '#schema/audit-api.ts';
import { chooseLanguage } from '#web/features/i18n/index.ts';
import staffTexts from '#web/locales/staff/en.json';
import { auditEvent } from '#testing/factories.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const event = (id: number, overrides: Partial<AuditEvent> = {}) => auditEvent({ id, ...overrides });

const BATCH_CHANGES = [
  { target: '4', field: 'featured', from: false, to: true },
  { target: '5', field: 'featured', from: false, to: true },
];
const PRICE_CHANGE = [{ target: '12', field: 'price', from: 100, to: 2500 }];
const FAILED = {
  id: 9,
  createdAt: '2026-11-23T09:00:00.000Z',
  clientAddress: '198.51.100.23',
  usernameTried: 'admin',
  reason: 'throttled',
};

function serve() {
  const api = stubApi(
    {
      'GET /api/admin/audit': ({ url }) =>
        url.searchParams.get('cursor') === '2'
          ? { items: [event(1, { action: 'sign_in.succeeded', actor: 'amina', target: null })], nextCursor: null }
          : {
              items: [event(3, { action: 'gallery.batch', target: '4,5', changes: BATCH_CHANGES }), event(2, { changes: PRICE_CHANGE })],
              nextCursor: '2',
            },
      'GET /api/admin/failed-sign-ins': { items: [FAILED], nextCursor: null },
    },
    { signedIn: 'admin' },
  );
  return () =>
    api.requests
      .filter((request) => request.path.startsWith('/api/admin/') && request.path !== '/api/admin/session')
      .map((request) => request.path + request.url.search);
}

describe('/admin/audit', () => {
  it('lists what staff did, read-only, with translated actions, and loads older entries on demand', async () => {
    const pages = serve();
    const user = userEvent.setup();
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeTruthy();
    expect(await screen.findByText('Changed gallery images in bulk')).toBeTruthy();
    expect(screen.getByText('4,5')).toBeTruthy();
    expect(screen.getAllByText('203.0.113.7')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.getByText('amina')).toBeTruthy();
    expect(screen.getAllByTestId('audit-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pages()).toEqual(['/api/admin/audit?limit=50', '/api/admin/audit?limit=50&cursor=2']);
  });

  it('shows what an update changed, old -> new, field by field, naming each row of a batch', async () => {
    serve();
    renderApp('/admin/audit');
    const [batch, price] = await screen.findAllByTestId('audit-changes');
    expect(batch!.textContent).toBe('#4 Featured: No → changed to Yes#5 Featured: No → changed to Yes');
    expect(price!.textContent).toBe('Price: $1.00 → changed to $25.00');
  });

  it('names the one row a batch changed, where the entry names two', async () => {
    const changes = [{ target: '2', field: 'featured', from: false, to: true }];
    stubApi({ 'GET /api/admin/audit': { items: [event(4, { target: '1,2', changes })], nextCursor: null } }, { signedIn: 'admin' });
    renderApp('/admin/audit');
    const [list] = await screen.findAllByTestId('audit-changes');
    expect(list!.textContent).toBe('#2 Featured: No → changed to Yes');
  });

  it('says a coded value in words: a treatment, a country, a role, a language', async () => {
    const changes = [
      { target: '12', field: 'treatmentCode', from: 'heated', to: 'none' },
      { target: '12', field: 'originCode', from: 'unknown', to: 'MG' },
      { target: '3', field: 'role', from: 'staff', to: 'owner' },
      { target: '3', field: 'language', from: 'en', to: 'sw' },
    ];
    stubApi({ 'GET /api/admin/audit': { items: [event(4, { changes })], nextCursor: null } }, { signedIn: 'admin' });
    renderApp('/admin/audit');
    const [list] = await screen.findAllByTestId('audit-changes');
    expect(list!.textContent).toBe(
      '#12 Treatment: Heated → changed to None (untreated)#12 Country of origin: Unknown origin → changed to Madagascar' +
        '#3 Role: Staff → changed to Owner#3 Language of the messages: English → changed to Kiswahili',
    );
  });
  it('writes an export’s period and status in the reader’s language, not the words the log keeps', async () => {
    const exports = [
      event(6, { action: 'order.export', target: '2026-10-01..2026-10-31 paid' }),
      event(5, { action: 'wholesale.export', target: '2026-11-01..2026-11-30 all' }),
    ];
    stubApi({ 'GET /api/admin/audit': { items: exports, nextCursor: null } }, { signedIn: 'admin' });
    renderApp('/admin/audit');
    // Intl puts thin spaces around a range's dash.
    const onColumn = async () => (await screen.findAllByTestId('audit-row')).map((row) => row.children[3]!.textContent.replace(/\s/g, ' '));
    expect(await onColumn()).toEqual(['Oct 1 – 31, 2026 (Paid)', 'Nov 1 – 30, 2026 (every status)']);
    await act(() => chooseLanguage('ar'));
    try {
      const [paid, every] = await onColumn();
      expect(paid).toContain('(مدفوع)');
      expect(every).toContain('(كل الحالات)');
      expect(`${paid} ${every}`).not.toMatch(/paid|all|\.\./);
    } finally {
      await act(() => chooseLanguage('en'));
    }
  });

  it('has words for every action the log records (English; the other languages follow by parity)', () => {
    const actions: Record<string, Record<string, string>> = staffTexts.admin.audit.actions;
    const unnamed = AUDIT_ACTIONS.filter((action) => {
      const [area = '', verb = ''] = action.split('.');
      return !actions[area]?.[verb];
    });
    expect(unnamed).toEqual([]);
  });
});

describe('/admin/failed-sign-ins', () => {
  it('lists refused sign-ins apart from the audit log: when, from where, the username tried (as data) and why', async () => {
    const pages = serve();
    renderApp('/admin/failed-sign-ins');
    expect(await screen.findByRole('heading', { name: 'Failed sign-ins' })).toBeTruthy();
    const [row] = await screen.findAllByTestId('failed-sign-in-row');
    expect(row!.textContent).toContain('198.51.100.23');
    expect(row!.textContent).toContain('admin');
    expect(row!.textContent).toContain('Too many tries: not checked');
    expect(pages()).toEqual(['/api/admin/failed-sign-ins?limit=50']);
  });
});
