import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { AdminGalleryTab } from './AdminGalleryTab.tsx';
import { newlySaved, stubGalleryApi, writes } from './test/gallery-fixtures.ts';

const images = [
  newlySaved(1, { name: 'Ruby' }),
  newlySaved(2, { name: 'Opal', price: 2500 }),
  newlySaved(3, { name: 'Jade', isProduct: true, price: 900 }),
];

describe('AdminGalleryTab', () => {
  it('counts the ticked images in the bulk bar and features them in one batch call', async () => {
    const calls = stubGalleryApi(images);
    const user = userEvent.setup({ delay: null });
    render(<AdminGalleryTab />);

    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Ruby' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('1 image(s) selected')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Select Opal' }));
    expect(within(bar).getByText('2 image(s) selected')).toBeTruthy();

    await user.click(within(bar).getByRole('button', { name: 'Feature' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/uploaded-images/batch',
      body: { ids: [1, 2], updates: { featured: true } },
    });
    expect(await screen.findByText('Batch update completed!')).toBeTruthy();
  });

  // batchUpdateGalleryImages' own test covers the batching; this one what the admin is told.
  it('says how many images were changed when a later batch fails, and keeps the selection to try again', async () => {
    const many = Array.from({ length: 101 }, (_, index) => newlySaved(index + 1));
    const calls = stubGalleryApi(many, (write) => (write === 0 ? 200 : 500));
    const user = userEvent.setup({ delay: null });
    render(<AdminGalleryTab />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Unfeature' }));

    expect(await screen.findByText('Failed to batch update')).toBeTruthy();
    expect(screen.getByText('100 of 101 images were changed before it stopped. Try again to finish the rest.')).toBeTruthy();
    expect(writes(calls).map((call) => (call.body as { ids: number[] }).ids.length)).toEqual([100, 1]);
    expect(within(bar).getByText('101 image(s) selected')).toBeTruthy();
  });

  it('clears the selection with Clear Selection', async () => {
    stubGalleryApi(images);
    const user = userEvent.setup({ delay: null });
    render(<AdminGalleryTab />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 image(s) selected')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Clear Selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it("offers 'To Product' only for a priced image that is not yet a product", async () => {
    stubGalleryApi(images);
    render(<AdminGalleryTab />);
    const actionsOf = async (name: string) => within(await screen.findByRole('group', { name: `Actions for ${name}` }));
    expect((await actionsOf('Ruby')).queryByRole('button', { name: 'To Product' })).toBeNull();
    expect((await actionsOf('Opal')).getByRole('button', { name: 'To Product' })).toBeTruthy();
    expect((await actionsOf('Jade')).queryByRole('button', { name: 'To Product' })).toBeNull();
  });

  it('names the image in its Edit and Delete icon buttons, as the Products tab does', async () => {
    stubGalleryApi(images);
    render(<AdminGalleryTab />);
    const actions = within(await screen.findByRole('group', { name: 'Actions for Ruby' }));
    expect(actions.getByRole('button', { name: 'Edit Ruby' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Delete Ruby' })).toBeTruthy();
  });

  it('loads the next page with the cursor the last one gave', async () => {
    const api = stubApi({
      'GET /api/uploaded-images/stats': { total: 2, inStock: 2, featured: 0, products: 0, views: 0 },
      'GET /api/uploaded-images': ({ url }) => {
        const second = url.searchParams.get('cursor') === 'next';
        return { items: [newlySaved(second ? 2 : 1, { name: second ? 'Opal' : 'Ruby' })], nextCursor: second ? null : 'next' };
      },
    });
    const user = userEvent.setup({ delay: null });
    render(<AdminGalleryTab />);
    await screen.findByRole('heading', { name: 'Ruby' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Opal' });
    expect(screen.getByRole('heading', { name: 'Ruby' })).toBeTruthy();
    expect(api.calls('GET', '/api/uploaded-images').map((request) => request.url.search)).toContain('?limit=60&cursor=next');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("says 'Failed to fetch images' when the list cannot be loaded", async () => {
    stubApi({ 'GET /api/uploaded-images': () => new Response('down', { status: 503 }) });
    render(<AdminGalleryTab />);
    const message = await screen.findByText('Failed to fetch images');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
