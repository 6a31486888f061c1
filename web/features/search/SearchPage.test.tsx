import { Grid } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '#schema/search-api.ts';
import { product } from '#testing/factories.ts';
import { stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';
import { GRID_CLASSES } from './SearchPage.tsx';

describe('the search page’s columns', () => {
  it('use the class names of Mantine’s Grid sheet', () => {
    expect(Grid.classes).toMatchObject(GRID_CLASSES);
  });
});

const quartz = product({ id: 7, name: 'Rose Quartz Heart', price: 20_000 });
const answer: SearchResults = {
  items: [quartz],
  total: 1,
  page: 1,
  pageCount: 1,
  sort: 'relevance',
  facets: [
    { name: 'category', values: [{ value: quartz.category, count: 1 }] },
    { name: 'inStock', values: [{ value: 'true', count: 1 }] },
  ],
  facts: { treatment: [], origin: [], certified: 0 },
  priceRange: { min: quartz.price, max: quartz.price },
  corrected: null,
};

/** /search at `path`, its API answering one quartz; the visitor priced in `currency` (their stored choice). */
async function openSearch(path: string, currency?: string) {
  if (currency) localStorage.setItem('selectedCurrency', currency);
  const api = stubApi({ 'GET /api/search': answer });
  const { router } = renderApp(path);
  await screen.findByText('Rose Quartz Heart');
  const searched = () => api.calls('GET', '/api/search').map(({ url }) => Object.fromEntries(url.searchParams));
  const field = (name: 'From' | 'To') => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
  return { router, searched, field };
}

describe('the search page\'s price range and the visitor\'s currency (docs/product.md §2 "Search")', () => {
  it('converts the range, its results and the address into the currency the shopper switches to, rounding outward', async () => {
    const { router, searched, field } = await openSearch('/search?q=quartz&min=100&max=500&currency=USD');
    expect([field('From'), field('To')]).toEqual(['100', '500']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    // The test's rates are the fallback table: 0.85 EUR a dollar.
    await waitFor(() => expect([field('From'), field('To')]).toEqual(['85', '425']));
    expect(screen.getByText('Price (EUR)')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min: 85, max: 425, currency: 'EUR' }));
    expect(searched().at(-1)).toMatchObject({ q: 'quartz', min: '85', max: '425', currency: 'EUR' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min: 100, max: 500, currency: 'USD' }));
    expect([field('From'), field('To')]).toEqual(['100', '500']);
  });

  it("shows a link shared from another currency in the visitor's own, and searches only with that", async () => {
    const { router, searched, field } = await openSearch('/search?q=quartz&min=100&max=500&currency=USD', 'JPY');
    expect([field('From'), field('To')]).toEqual(['11000', '55000']);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min: 11_000, max: 55_000, currency: 'JPY' }));
    expect(searched()).toEqual([expect.objectContaining({ min: '11000', max: '55000', currency: 'JPY' })]);
  });

  it("reads an older link's range, which names no currency, in the visitor's currency as before, and names it", async () => {
    const { router, searched, field } = await openSearch('/search?q=quartz&min=100&max=500', 'EUR');
    expect([field('From'), field('To')]).toEqual(['100', '500']);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min: 100, max: 500, currency: 'EUR' }));
    expect(searched()).toEqual([expect.objectContaining({ min: '100', max: '500', currency: 'EUR' })]);
  });

  it('writes the currency of a range applied into the address, and takes it out with the range', async () => {
    const { router, field } = await openSearch('/search?q=quartz', 'GBP');
    expect(router.state.location.search).not.toHaveProperty('currency');
    await userEvent.type(screen.getByRole('textbox', { name: 'To' }), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ max: 300, currency: 'GBP' }));
    expect(field('To')).toBe('300');
    await userEvent.click(screen.getByRole('button', { name: 'Clear price' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('max'));
    expect(router.state.location.search).not.toHaveProperty('currency');
  });
});
