import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '#schema/dashboard-api.ts';
import { dashboard } from '#testing/factories.ts';
import { json, refusal, stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

/** The Worker as the dashboard meets it: staff signed in, and `answer` for the dashboard (a promise never settling: still loading). */
function serve(answer: () => Promise<Response>) {
  const api = stubApi({ 'GET /api/admin/dashboard': answer }, { signedIn: 'admin' });
  return () => api.calls('GET', '/api/admin/dashboard');
}

/** A shop with a few orders on two days, three currencies, two stones, an image, stock alerts and applications. */
function busyShop(): Dashboard {
  const quiet = dashboard();
  const days = quiet.days.map((day, index) =>
    index === 29
      ? { ...day, orders: 4, paidOrders: 3, revenueUsd: 17500 }
      : index === 27
        ? { ...day, orders: 2, paidOrders: 2, revenueUsd: 12500 }
        : day,
  );
  const series = (revenue: number) => quiet.days.map((day, index) => ({ day: day.day, revenue: index === 29 ? revenue : 0 }));
  return dashboard({
    days,
    checkouts: { paid: 5, failed: 1, abandoned: 1, pending: 1 },
    currencies: [
      { currency: 'EUR', paidOrders: 2, revenue: 11500, days: series(11500) },
      { currency: 'USD', paidOrders: 2, revenue: 7500, days: series(7500) },
    ],
    topStonesByRevenue: [
      { productId: 2, name: 'Opal', revenueUsd: 20000, units: 2 },
      { productId: 1, name: 'Ruby', revenueUsd: 10000, units: 4 },
    ],
    topStonesByViews: [{ productId: 1, name: 'Ruby', views: 2468 }],
    mostViewedImages: [{ id: 7, name: 'Tanzanite Cushion', imageUrl: '/objects/seed/tanzanite.svg', views: 1234 }],
    stock: {
      soldOut: 1,
      low: 1,
      items: [
        { id: 3, name: 'Sold-out Topaz', stock: 0 },
        { id: 4, name: 'Last Two Garnets', stock: 2 },
      ],
    },
    applicationsWaiting: 2,
  });
}

describe('the staff dashboard', () => {
  it('opens the staff area: /admin lands on it', async () => {
    serve(async () => json(dashboard()));
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says it is loading until the figures come', async () => {
    serve(() => new Promise<Response>(() => {}));
    renderApp('/admin/dashboard');
    expect((await screen.findByRole('status')).textContent).toBe('Loading the dashboard...');
  });

  it('says the figures failed to load, with the reason, and loads them again on Refresh', async () => {
    let fail = true;
    const calls = serve(async () => (fail ? refusal(500, 'internal') : json(busyShop())));
    renderApp('/admin/dashboard');
    expect(within(await screen.findByRole('alert')).getByText('Failed to load the dashboard')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Opal')).toBeTruthy();
    expect(calls()).toHaveLength(2);
  });

  it('says what there is not yet, instead of empty charts', async () => {
    serve(async () => json(dashboard()));
    renderApp('/admin/dashboard');
    expect(await screen.findByText('No orders in the last 30 days')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-revenue-chart')).toBeNull();
    expect(screen.getAllByText('No paid orders in the last 30 days')).toHaveLength(2);
    expect(screen.getByText('No gallery image has been viewed yet')).toBeTruthy();
    expect(screen.getByText('Every product has more than 2 units in stock')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-revenue')).getByText('$0.00')).toBeTruthy();
  });

  it('shows the period’s figures in the staff member’s language', async () => {
    serve(async () => json(busyShop()));
    renderApp('/admin/dashboard');
    const revenue = await screen.findByTestId('dashboard-revenue');
    expect(within(revenue).getByText('$300.00')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-paid-orders')).getByText('of 6 placed')).toBeTruthy();
    expect(screen.getByTestId('dashboard-period').textContent).toBe('The last 30 days: Oct 27 – Nov 25 (UTC)');
    expect(screen.getByTestId('dashboard-revenue-chart')).toBeTruthy();
    expect(screen.getByTestId('dashboard-outcome-abandoned').textContent).toBe('●Abandoned1');
    expect(within(screen.getByTestId('dashboard-currency-EUR')).getByText('€115.00')).toBeTruthy();
    const topStones = within(screen.getByTestId('dashboard-top-stones')).getAllByRole('listitem');
    expect(topStones.map((stone) => stone.textContent)).toEqual(['Opal$200.00', 'Ruby$100.00']);
    // Each bar as long as its figure, the first the whole width.
    expect(topStones.map((stone) => (stone.lastElementChild as HTMLElement).style.width)).toEqual(['100%', '50%']);
    const byViews = screen.getByTestId('dashboard-stones-by-views');
    expect(within(byViews).getByText('Top stones by views')).toBeTruthy();
    expect(within(byViews).getByText('Ruby')).toBeTruthy();
    expect(within(byViews).getByText('2,468')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-most-viewed')).getByText('1,234')).toBeTruthy();
    const stock = screen.getByTestId('dashboard-stock');
    expect(within(stock).getByText('Sold out')).toBeTruthy();
    expect(within(stock).getByText('In stock: 2')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-applications')).getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the new applications' }).getAttribute('href')).toBe('/admin/wholesale?status=new');
  });

  it('sets each name staff wrote in its own direction, so in Arabic a Latin name is cut at its end and keeps its word order', async () => {
    serve(async () => json(busyShop()));
    renderApp('/admin/dashboard');
    const stock = await screen.findByTestId('dashboard-stock');
    const names = [
      within(stock).getByText('Sold-out Topaz'),
      within(screen.getByTestId('dashboard-top-stones')).getByText('Opal'),
      within(screen.getByTestId('dashboard-stones-by-views')).getByText('Ruby'),
      within(screen.getByTestId('dashboard-most-viewed')).getByText('Tanzanite Cushion'),
    ];
    expect(names.map((name) => name.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto', 'auto']);
  });
});
