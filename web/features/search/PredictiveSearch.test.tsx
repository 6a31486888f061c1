import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResults } from '#schema/search-api.ts';
import { galleryImage, product } from '#testing/factories.ts';
import { stubApi, type ApiStub } from '#web/test/api-stub.ts';
import { renderInRouter } from '#web/test/render.tsx';
import { PredictiveSearch } from './PredictiveSearch.tsx';

const amethyst = product({ id: 41, name: 'Amethyst Geode', price: 4500, category: 'crystal' });
const results = (overrides: Partial<SearchResults> = {}): SearchResults => ({
  items: [amethyst, product({ id: 42, name: 'Amethyst Point', price: 1200 })],
  total: 2,
  page: 1,
  pageCount: 1,
  sort: 'relevance',
  facets: [
    {
      name: 'category',
      values: [
        { value: 'crystal', count: 1 },
        { value: 'healing', count: 1 },
      ],
    },
    { name: 'inStock', values: [{ value: 'true', count: 2 }] },
  ],
  priceRange: { min: 1200, max: 4500 },
  facts: { treatment: [], origin: [], certified: 0 },
  corrected: null,
  ...overrides,
});

/** The Worker's answers: the search, the gallery's best images; every call kept to look at. */
const serve = (answer: SearchResults = results()) =>
  stubApi({
    'GET /api/search': answer,
    'GET /api/uploaded-images': { items: [galleryImage({ id: 7, name: 'Amethyst Cathedral' })], nextCursor: null },
  });

const searchCalls = (api: ApiStub) => api.calls('GET', '/api/search').map((request) => request.url);

describe('the predictive search box', () => {
  it('asks nothing for one character, then once after the pause, and shows stones with their price, categories and gallery images', async () => {
    const api = serve();
    await renderInRouter(<PredictiveSearch onDone={() => undefined} />);
    const input = screen.getByLabelText('Search the shop');
    await userEvent.type(input, 'a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls(api)).toEqual([]);

    await userEvent.type(input, 'methyst');
    // Mantine's dropdown is still in its opening transition under happy-dom, hence `hidden`.
    const options = await screen.findByRole('listbox', { hidden: true });
    await within(options).findByRole('option', { name: /Amethyst Geode\s*\$45\.00/, hidden: true });
    expect(searchCalls(api).map((url) => url.searchParams.get('q'))).toEqual(['amethyst']);
    expect(within(options).getByRole('option', { name: 'Raw Crystals', hidden: true })).toBeTruthy();
    expect(within(options).getByRole('option', { name: 'Amethyst Cathedral', hidden: true })).toBeTruthy();
    expect(within(options).getByRole('option', { name: 'See all results for “amethyst”', hidden: true })).toBeTruthy();
    // 2 stones, 2 categories, 1 gallery image: a screen reader hears the count.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('5 suggestions'));
  });

  it("sends the categories the words name in the shopper's language along with the words", async () => {
    const api = serve();
    await renderInRouter(<PredictiveSearch onDone={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Search the shop'), 'birthstone');
    await waitFor(() => expect(searchCalls(api).at(-1)?.searchParams.get('named')).toBe('birthstone'));
  });

  it('opens the stone picked with the arrow keys and Enter, and tells when it is done', async () => {
    serve();
    const onDone = vi.fn();
    const { router } = await renderInRouter(<PredictiveSearch onDone={onDone} />);
    const input = screen.getByLabelText('Search the shop');
    await userEvent.type(input, 'amethyst');
    await screen.findByRole('option', { name: /Amethyst Geode/, hidden: true });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/41'));
    expect(onDone).toHaveBeenCalled();
  });

  it('searches for the words on Enter when nothing is picked, and Escape closes the list, then the box', async () => {
    serve();
    const onDone = vi.fn();
    const { router } = await renderInRouter(<PredictiveSearch onDone={onDone} />);
    const input = screen.getByLabelText('Search the shop');
    await userEvent.type(input, 'amethyst');
    await screen.findByRole('option', { name: /Amethyst Geode/, hidden: true });
    // The first Escape closes the list only (the box stays, with its words: the search field's own emptying is
    // prevented); the second, on the closed list, leaves the box.
    expect(fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' })).toBe(false);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledTimes(1);

    await userEvent.type(input, 'amethyst{Enter}');
    await waitFor(() => expect(router.state.location.href).toBe('/search?q=amethyst'));
  });

  it("opens on a phone as a full-screen dialog named 'Search the shop', whose close button says what it does", async () => {
    serve();
    const onDone = vi.fn();
    await renderInRouter(<PredictiveSearch inModal onDone={onDone} />);
    const dialog = await screen.findByRole('dialog', { name: 'Search the shop' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalled();
  });
});
