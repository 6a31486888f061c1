import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '#schema/audit-api.ts';
import { renderApp } from '#web/test/render-app.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const event = (id: number, overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id,
  createdAt: '2026-11-23T10:00:00.000Z',
  actor: 'admin',
  action: 'product.update',
  target: '12',
  status: 200,
  clientAddress: '203.0.113.7',
  ...overrides,
});

function serve() {
  const pages: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/admin/session') return json({ username: 'admin' });
      if (path.startsWith('/api/admin/audit')) {
        pages.push(path);
        if (path.includes('cursor=2'))
          return json({ items: [event(1, { action: 'sign_in.failed', actor: 'mallory', target: null, status: 401 })], nextCursor: null });
        return json({ items: [event(3, { action: 'gallery.batch', target: '4,5' }), event(2)], nextCursor: '2' });
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
    expect(await screen.findByText('Failed sign-in')).toBeTruthy();
    expect(screen.getByText('mallory')).toBeTruthy();
    expect(screen.getAllByTestId('audit-row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(pages).toEqual(['/api/admin/audit?limit=50', '/api/admin/audit?limit=50&cursor=2']);
  });
});
