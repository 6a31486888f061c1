import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '#schema/audit-api.ts';
import { staffSession } from '#testing/factories.ts';
import { renderApp } from '#web/test/render-app.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  createdAt: '2026-11-23T10:00:00.000Z',
  actor: 'Amina Njeri',
  actorId: 1,
  action: 'product.update',
  target: '12',
  status: 200,
  clientAddress: '203.0.113.7',
  changes: null,
  ...overrides,
});

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
  const pages: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/admin/session') return json(staffSession());
      if (path.startsWith('/api/admin/audit')) {
        pages.push(path);
        if (path.includes('cursor=2'))
          return json({ items: [event(1, { action: 'sign_in.succeeded', actor: 'amina', target: null })], nextCursor: null });
        return json({
          items: [event(3, { action: 'gallery.batch', target: '4,5', changes: BATCH_CHANGES }), event(2, { changes: PRICE_CHANGE })],
          nextCursor: '2',
        });
      }
      if (path.startsWith('/api/admin/failed-sign-ins')) {
        pages.push(path);
        return json({ items: [FAILED], nextCursor: null });
      }
      return json({ error: 'No such endpoint', code: 'not_found' }, 404);
    }),
  );
  return pages;
}

afterEach(() => vi.unstubAllGlobals());

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
    expect(pages).toEqual(['/api/admin/audit?limit=50', '/api/admin/audit?limit=50&cursor=2']);
  });

  it('shows what an update changed, old -> new, field by field, naming each row of a batch', async () => {
    serve();
    renderApp('/admin/audit');
    const [batch, price] = await screen.findAllByTestId('audit-changes');
    expect(batch!.textContent).toBe('#4 Featured: No → changed to Yes#5 Featured: No → changed to Yes');
    expect(price!.textContent).toBe('Price: $1.00 → changed to $25.00');
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
    expect(pages).toEqual(['/api/admin/failed-sign-ins?limit=50']);
  });
});
