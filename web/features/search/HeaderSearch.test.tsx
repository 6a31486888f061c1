import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { renderInRouter } from '#web/test/render.tsx';

// The predictive box's chunk, held back until the test lets it arrive: a slow phone's network.
const chunk = vi.hoisted(() => {
  const held = { release: () => undefined as void, arrived: Promise.resolve() };
  held.arrived = new Promise<void>((resolve) => (held.release = resolve));
  return held;
});
vi.mock('./PredictiveSearch.tsx', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const boxInput = () => screen.findByTestId('header-search-input');

beforeEach(() => {
  stubApi({ 'GET /api/search': { items: [], total: 0, facets: [] }, 'GET /api/uploaded-images': { items: [], nextCursor: null } });
});

describe("the header's search field", () => {
  it("closes the phone's sheet by its × or Escape while the box is still on the way", async () => {
    const { HeaderSearch } = await import('./HeaderSearch.tsx');
    const user = userEvent.setup();
    await renderInRouter(<HeaderSearch />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(screen.getAllByRole('searchbox')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
  });

  it('keeps every letter typed before its predictive box has loaded, and the box carries on with them, focused', async () => {
    const { HeaderSearch } = await import('./HeaderSearch.tsx');
    const user = userEvent.setup();
    const { container } = await renderInRouter(<HeaderSearch />);
    const first = screen.getByRole('searchbox', { name: 'Search the shop' });
    await user.click(first);
    await user.keyboard('sap');
    expect((first as HTMLInputElement).value).toBe('sap');
    expect(document.activeElement).toBe(first);

    chunk.release();
    await waitFor(() => expect(container.querySelector('form[role="search"]')).toBeNull());
    const box = (await boxInput()) as HTMLInputElement;
    expect(box.value).toBe('sap');
    expect(document.activeElement).toBe(box);
    await user.keyboard('phire');
    expect(box.value).toBe('sapphire');
  });

  it('is a search form before the app has code for it: Enter asks /search for the words', async () => {
    const { HeaderSearch } = await import('./HeaderSearch.tsx');
    await renderInRouter(<HeaderSearch />);
    const form = screen.getAllByRole('search')[0] as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search');
    expect((form.querySelector('input[type="search"]') as HTMLInputElement).name).toBe('q');
  });

  it("hands the keyboard back to 'Open search' when the phone's search is closed", async () => {
    const { HeaderSearch } = await import('./HeaderSearch.tsx');
    const user = userEvent.setup();
    await renderInRouter(<HeaderSearch />);
    chunk.release();
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    await screen.findByRole('dialog', { name: 'Search the shop' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('header-search-input'));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open search' }));
  });
});
