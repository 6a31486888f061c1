import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffSession } from '#testing/factories.ts';
import { refusal, stubApi, type Answer } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const CSV_NAME = 'orders-2026-10-29-to-2026-11-27-paid.csv';

const csvFile = () =>
  new Response('\uFEFForder_id,placed_at\r\n', {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${CSV_NAME}"` },
  });

/** The files the page handed the browser to save: each one's name and text. */
function watchSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const address = `blob:test/${blobs.size}`;
    blobs.set(address, blob as Blob);
    return address;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** The orders tab (paid ones) of a signed-in owner whose export answers `answer`; the session ends when `ended()` says so. */
function serve(answer: Answer, ended = () => false) {
  return stubApi(
    {
      'GET /api/admin/session': () => (ended() ? refusal(401, 'unauthenticated') : staffSession({ username: 'admin', name: 'admin' })),
      'GET /api/admin/orders': { items: [], nextCursor: null },
      'GET /api/admin/exports/orders.csv': answer,
    },
    { signedIn: 'admin' },
  );
}

/** happy-dom keeps the dropdown hidden in its opening transition, so Mantine's focus trap finds nothing and says so at length. */
function quietFocusTrap() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[@mantine/hooks/use-focus-trap]')) warn(...args);
  });
}

async function download() {
  quietFocusTrap();
  const user = userEvent.setup();
  const view = renderApp('/admin/orders?status=paid');
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  // Still in that transition: hidden to the role query.
  await user.click(await screen.findByRole('button', { name: 'Download CSV', hidden: true }));
  return view;
}

/** A toast with this text is showing (happy-dom renders Mantine's notification node twice, so: any). */
const toastShows = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Export CSV', () => {
  it("saves the period's file under the server's name, in the status the list shows", async () => {
    const saved = watchSaves();
    const api = serve(csvFile);
    await download();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(CSV_NAME);
    expect(await saved[0]!.blob.text()).toContain('order_id,placed_at');
    const [request] = api.calls('GET', '/api/admin/exports/orders.csv');
    expect(request!.credentials).toBe('include');
    expect([...request!.url.searchParams.keys()]).toEqual(['from', 'to', 'status']);
    expect(request!.url.searchParams.get('status')).toBe('paid');
  });

  it('with an ended session saves nothing, says so and goes to the sign-in page, as every staff call does', async () => {
    const saved = watchSaves();
    let ended = false;
    serve(
      () => {
        ended = true;
        return refusal(401, 'unauthenticated');
      },
      () => ended,
    );
    const { router } = await download();
    await toastShows('Your sign-in has ended. Please sign in again.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(saved).toEqual([]);
  });

  it('says it could not download when the server fails, and saves nothing', async () => {
    const saved = watchSaves();
    serve(refusal(500, 'internal'));
    await download();
    await toastShows('Could not download the CSV');
    await toastShows('Something went wrong on our side. Please try again.');
    expect(saved).toEqual([]);
  });

  it('says it could not download when the server cannot be reached, and saves nothing', async () => {
    const saved = watchSaves();
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await download();
    await toastShows('Could not download the CSV');
    await toastShows('Please try again.');
    expect(saved).toEqual([]);
  });
});
