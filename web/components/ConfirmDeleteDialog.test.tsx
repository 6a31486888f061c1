import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';

const ruby = { id: 7, name: 'Ruby' };

describe('ConfirmDeleteDialog', () => {
  it('asks first, and deletes the item only on the confirm button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDeleteDialog
        item={ruby}
        title="Delete product"
        question={'Are you sure you want to delete "Ruby"?'}
        confirmLabel="Delete"
        deleting={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'Delete product' })).toBeTruthy();
    expect(screen.getByText('Are you sure you want to delete "Ruby"?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith(ruby);
  });

  it('is closed without an item', () => {
    render(
      <ConfirmDeleteDialog
        item={null}
        title="Delete product"
        question=""
        confirmLabel="Delete"
        deleting={false}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
