import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GalleryPage } from '#schema/gallery-api.ts';
import { refusal, stubApi, type ApiStub } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { galleryImage } from '#testing/factories.ts';

const STATS = { total: 1, inStock: 1, featured: 1, products: 0, views: 0 };
const FACTS = { treatment: [{ value: 'heated', count: 1 }], origin: [{ value: 'LK', count: 1 }], certified: 1 };

/** Answers each page of /api/uploaded-images by its cursor ('' for the first), else a 500; the counts always. */
const servePages = (pages: Record<string, GalleryPage>) =>
  stubApi({
    'GET /api/uploaded-images/stats': STATS,
    'GET /api/uploaded-images/facts': FACTS,
    'GET /api/uploaded-images': ({ url }) => pages[url.searchParams.get('cursor') ?? ''] ?? refusal(500, 'internal'),
  });

const listCalls = (api: ApiStub) => api.calls('GET', '/api/uploaded-images').map((request) => request.url);

describe('/gallery', () => {
  it('shows six skeleton cards while the first cards load, then the cards', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({
      'GET /api/uploaded-images/stats': STATS,
      'GET /api/uploaded-images': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/gallery');

    const skeletons = await screen.findByTestId('gallery-skeletons', undefined, { timeout: 3000 });
    expect(skeletons.children).toHaveLength(6);

    answer(Response.json({ items: [galleryImage({ id: 1, name: 'Opal' })], nextCursor: null }));
    expect(await screen.findByRole('article', { name: 'Opal' })).toBeTruthy();
    expect(screen.queryByTestId('gallery-skeletons')).toBeNull();
  });

  it("asks for the address's filters, a page at a time", async () => {
    const api = servePages({ '': { items: [galleryImage()], nextCursor: null } });
    renderApp('/gallery?search=blue&category=rare&featured=true');
    await screen.findByRole('article');
    expect(Object.fromEntries(listCalls(api)[0]?.searchParams ?? [])).toEqual({
      search: 'blue',
      category: 'rare',
      featured: 'true',
      limit: '12',
    });
  });

  it('asks for the stone facts in the address, and shows their choices with counts', async () => {
    const api = servePages({ '': { items: [galleryImage()], nextCursor: null } });
    renderApp('/gallery?treatment=heated&origin=LK&certified=true');
    await screen.findByRole('article');
    expect(Object.fromEntries(listCalls(api)[0]?.searchParams ?? [])).toEqual({
      treatment: 'heated',
      origin: 'LK',
      certified: 'true',
      limit: '12',
    });
    expect(await screen.findByRole('option', { name: 'Heated (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sri Lanka (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Certified only (1)' })).toHaveProperty('checked', true);
  });

  it('comes with a first screen’s cards, loads the next page with Load more and hides the button on the last page', async () => {
    const api = servePages({
      '': { items: [galleryImage({ id: 1, name: 'First' })], nextCursor: 'next-1' },
      'next-1': { items: [galleryImage({ id: 2, name: 'Second' })], nextCursor: null },
    });
    renderApp('/gallery');
    await screen.findByRole('article', { name: 'First' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more gemstones' }));

    expect(await screen.findByRole('article', { name: 'Second' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more gemstones' })).toBeNull();
    const [first, next] = listCalls(api);
    expect(first?.searchParams.get('limit')).toBe('12');
    expect(next?.searchParams.get('cursor')).toBe('next-1');
    expect(next?.searchParams.get('limit')).toBe('24');
  });

  it("says 'No gemstones found' when nothing matches, without a View all button", async () => {
    servePages({ '': { items: [], nextCursor: null } });
    renderApp('/gallery?search=zzz');
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('heading', { name: 'No gemstones found' })).toBeTruthy();
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it("says 'No featured gemstones found' with a View all button that turns featured only off", async () => {
    servePages({ '': { items: [], nextCursor: null } });
    const { router } = renderApp('/gallery?featured=true');
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('heading', { name: 'No featured gemstones found' })).toBeTruthy();
    await userEvent.click(within(empty).getByRole('button', { name: 'View all gemstones' }));
    await vi.waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("says 'Failed to fetch images' when the cards cannot be loaded, and Try again asks again", async () => {
    const api = servePages({});
    renderApp('/gallery');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch images');

    const failedCalls = listCalls(api).length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(listCalls(api).length).toBeGreaterThan(failedCalls));
  });
});
