import { CloseButton } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ClearButton, CLOSE_BUTTON_CLASSES } from './GalleryFilterBar.tsx';

describe('the search box’s clear button', () => {
  it('is Mantine’s small CloseButton, drawn as plain markup with its sheet', () => {
    expect(CloseButton.classes).toMatchObject(CLOSE_BUTTON_CLASSES);
    const plain = render(<ClearButton onClick={() => undefined} aria-label="Clear search" />).container.innerHTML;
    const mantine = render(<CloseButton size="sm" onClick={() => undefined} aria-label="Clear search" />).container.innerHTML;
    expect(plain).toBe(mantine);
  });
});
