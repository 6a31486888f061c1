import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { showToast } from './toast-store.ts';

describe('a toast', () => {
  it('has a close button a screen reader can name, and its text in the readable grey', async () => {
    render(<></>);
    act(() => showToast('green', 'Added to Cart', 'Rose Quartz has been added to your cart', false));

    expect(await screen.findByRole('button', { name: 'Close message' })).toBeTruthy();
    expect(screen.getByText('Rose Quartz has been added to your cart').style.color).toBe('var(--mantine-color-dimmed)');
  });
});
