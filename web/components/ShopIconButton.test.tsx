import { ActionIcon } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { ACTION_ICON_CLASSES, ShopIconButton } from './ShopIconButton.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;

describe('ShopIconButton', () => {
  it('uses the class names of Mantine’s ActionIcon sheet', () => {
    expect(ActionIcon.classes).toMatchObject(ACTION_ICON_CLASSES);
  });

  it.each([
    { name: 'the theme’s defaults', props: {} },
    { name: 'a light, large icon button', props: { variant: 'light', size: 'lg', 'aria-label': 'Cart' } },
    { name: 'a round link of a set size and colour', props: { component: 'a', href: '/chat', size: 56, radius: 'xl', color: '#25d366' } },
    { name: 'a disabled icon button', props: { disabled: true, 'aria-label': 'Search' } },
    { name: 'a light icon button hidden on wide screens', props: { variant: 'light', size: 'lg', hiddenFrom: 'md', className: 'x' } },
  ] as const)('draws $name as Mantine’s ActionIcon does', ({ props }) => {
    expect(markupOf(<ShopIconButton {...props}>i</ShopIconButton>)).toBe(markupOf(<ActionIcon {...props}>i</ActionIcon>));
  });
});
