import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { EditImageDialog } from './EditImageDialog.tsx';
import { newlySaved, stubGalleryApi, writes } from './test/gallery-fixtures.ts';

const openDialog = (price: number | null = null) => {
  const onClose = vi.fn();
  render(<EditImageDialog image={newlySaved(7, { name: 'Blue Sapphire', price })} onClose={onClose} />);
  return { onClose, user: userEvent.setup({ delay: null }) };
};

describe('EditImageDialog', () => {
  it('links to the original upload, which the pages show only resized', async () => {
    stubGalleryApi([]);
    openDialog();
    const original = await screen.findByRole('link', { name: 'Original image (full size)' });
    expect(original.getAttribute('href')).toBe('/objects/uploads/7.png');
    expect(original.getAttribute('target')).toBe('_blank');
  });

  it('requires a name and sends nothing without one', async () => {
    const calls = stubGalleryApi([]);
    const { user, onClose } = openDialog();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens the tab of the field to correct and gives it the focus, saved from another tab', async () => {
    const calls = stubGalleryApi([]);
    const { user } = openDialog();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('tab', { name: 'Metaphysical' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Name/ }));
    expect(writes(calls)).toEqual([]);
  });

  it('sends an empty price as null', async () => {
    const calls = stubGalleryApi([]);
    const { user, onClose } = openDialog(4599);
    const price = await screen.findByRole('textbox', { name: 'Price (USD)' });
    expect((price as HTMLInputElement).value).toBe('$45.99');
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = writes(calls);
    expect(put).toMatchObject({ method: 'PUT', path: '/api/uploaded-images/7', body: { name: 'Blue Sapphire', price: null } });
    expect(await screen.findByText('Image updated successfully!')).toBeTruthy();
  });

  it('sends a price typed in dollars as whole cents', async () => {
    const calls = stubGalleryApi([]);
    const { user, onClose } = openDialog();
    await user.type(await screen.findByRole('textbox', { name: 'Price (USD)' }), '129.5');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.body).toMatchObject({ price: 12950 });
  });

  it('rounds a price typed with a third decimal to the nearest cent (12.345 is 1235 cents), and shows it rounded', async () => {
    const calls = stubGalleryApi([]);
    const { user, onClose } = openDialog();
    const price = await screen.findByRole('textbox', { name: 'Price (USD)' });
    await user.type(price, '12.345');
    await user.tab();
    expect((price as HTMLInputElement).value).toBe('$12.35');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls)[0]?.body).toMatchObject({ price: 1235 });
  });

  it("keeps the dialog open and says 'Failed to update image' when the server refuses", async () => {
    stubGalleryApi([], 500);
    const { user, onClose } = openDialog();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update image')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the Specifications and Metaphysical tabs', async () => {
    stubGalleryApi([]);
    const { user } = openDialog();
    await user.click(await screen.findByRole('tab', { name: 'Specifications' }));
    expect(screen.getByRole('textbox', { name: 'Hardness (Mohs)' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Metaphysical' }));
    expect(screen.getByRole('textbox', { name: 'Metaphysical properties' })).toBeTruthy();
  });
});
