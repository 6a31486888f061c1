import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { renderApp } from '#web/test/render-app.tsx';

const page = vi.hoisted(() => ({ broken: false }));

// The home page throws while `page.broken`, as a bug in a component would.
vi.mock('#web/features/catalog/HomePage.tsx', () => ({
  HomePage: function HomePage() {
    if (page.broken) throw new Error('a bug in the page');
    return <h1>The home page</h1>;
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('a page that throws', () => {
  it("shows a translated 'Something went wrong' inside the frame, and Try again renders it anew", async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    page.broken = true;
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This page could not be shown. Please try again.')).toBeTruthy();
    // The frame stays: the header's links still work.
    expect(screen.getAllByRole('link', { name: 'Gallery' }).length).toBeGreaterThan(0);

    page.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The home page' })).toBeTruthy();
  });
});
