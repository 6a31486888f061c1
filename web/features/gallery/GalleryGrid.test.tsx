import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryPage } from '#schema/gallery-api.ts';
import { render } from '#web/test/render.tsx';
import { GalleryGrid } from './GalleryGrid.tsx';
import { galleryImage } from './test-images.ts';

/** Answers each gallery request with the page its cursor names ('' for the first). */
function servePages(pages: Record<string, GalleryPage>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    const page = pages[url.searchParams.get('cursor') ?? ''];
    return page ? new Response(JSON.stringify(page), { status: 200 }) : new Response('{"error":"nope"}', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const noop = () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('GalleryGrid', () => {
  it('shows six skeleton cards while loading, then the cards', async () => {
    let answer: (response: Response) => void = noop;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    render(<GalleryGrid filters={{}} onViewDetails={noop} onViewAll={noop} />);

    const skeletons = screen.getByTestId('gallery-skeletons');
    expect(skeletons.children).toHaveLength(6);

    answer(new Response(JSON.stringify({ items: [galleryImage({ id: 1, name: 'Opal' })], nextCursor: null }), { status: 200 }));
    expect(await screen.findByRole('article', { name: 'Opal' })).toBeTruthy();
    expect(screen.queryByTestId('gallery-skeletons')).toBeNull();
  });

  it('asks for the filters it is given, a page at a time', async () => {
    const fetchMock = servePages({ '': { items: [galleryImage()], nextCursor: null } });
    render(<GalleryGrid filters={{ search: 'blue', category: 'rare', featured: true }} onViewDetails={noop} onViewAll={noop} />);
    await screen.findByRole('article');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://shop.test');
    expect(url.pathname).toBe('/api/uploaded-images');
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: 'blue', category: 'rare', featured: 'true', limit: '24' });
  });

  it('loads the next page with Load more and hides the button on the last page', async () => {
    const fetchMock = servePages({
      '': { items: [galleryImage({ id: 1, name: 'First' })], nextCursor: 'next-1' },
      'next-1': { items: [galleryImage({ id: 2, name: 'Second' })], nextCursor: null },
    });
    render(<GalleryGrid filters={{}} onViewDetails={noop} onViewAll={noop} />);
    await screen.findByRole('article', { name: 'First' });

    await userEvent.click(screen.getByRole('button', { name: 'Load more gemstones' }));

    expect(await screen.findByRole('article', { name: 'Second' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more gemstones' })).toBeNull();
    expect(new URL(String(fetchMock.mock.calls[1]?.[0]), 'http://shop.test').searchParams.get('cursor')).toBe('next-1');
  });

  it("says 'No gemstones found' when nothing matches, without a View all button", async () => {
    servePages({ '': { items: [], nextCursor: null } });
    render(<GalleryGrid filters={{ search: 'zzz' }} onViewDetails={noop} onViewAll={noop} />);
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('heading', { name: 'No gemstones found' })).toBeTruthy();
    expect(within(empty).queryByRole('button')).toBeNull();
  });

  it("says 'No featured gemstones found' with a View all button when featured only is on", async () => {
    servePages({ '': { items: [], nextCursor: null } });
    const onViewAll = vi.fn();
    render(<GalleryGrid filters={{ featured: true }} onViewDetails={noop} onViewAll={onViewAll} />);
    const empty = await screen.findByTestId('gallery-empty');
    expect(within(empty).getByRole('heading', { name: 'No featured gemstones found' })).toBeTruthy();
    await userEvent.click(within(empty).getByRole('button', { name: 'View all gemstones' }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });

  it("says 'Failed to fetch images' when the list cannot be loaded", async () => {
    servePages({});
    render(<GalleryGrid filters={{}} onViewDetails={noop} onViewAll={noop} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch images');
  });
});
