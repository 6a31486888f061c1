import { Button, Loader } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '#web/test/render.tsx';
import { BUTTON_CLASSES, ShopButton } from './ShopButton.tsx';
import { LOADER_CLASSES, Spinner } from './Spinner.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;

describe('ShopButton', () => {
  it('uses the class names of Mantine’s Button and Loader sheets', () => {
    expect(Button.classes).toMatchObject(BUTTON_CLASSES);
    expect(Loader.classes).toMatchObject(LOADER_CLASSES);
  });

  it.each([
    { name: 'the theme’s defaults', props: {} },
    { name: 'a subtle, compact, dark link-like button', props: { variant: 'subtle', color: 'dark', size: 'compact-md' } },
    {
      name: 'an outline, large, white button with a right section',
      props: { variant: 'outline', color: 'white', size: 'lg', rightSection: <i /> },
    },
    {
      name: 'a light, full-width, disabled button with a left section',
      props: { variant: 'light', fullWidth: true, disabled: true, leftSection: <b /> },
    },
    { name: 'a default button with data-disabled', props: { variant: 'default', 'data-disabled': true } },
    {
      name: 'a white button with the style props the shop gives buttons',
      props: { color: 'white', c: 'amethyst.9', w: 'fit-content', hiddenFrom: 'md', size: 'lg' },
    },
    {
      name: 'a button of a colour that is not the theme’s',
      props: { color: '#25d366', size: 'sm', radius: 'xl' },
    },
  ] as const)('draws $name as Mantine’s Button does', ({ props }) => {
    expect(markupOf(<ShopButton {...props}>Add</ShopButton>)).toBe(markupOf(<Button {...props}>Add</Button>));
  });

  it('renders as another element, such as a link, with its own props', () => {
    const markup = markupOf(
      <ShopButton component="a" href="/gallery" variant="subtle">
        Gallery
      </ShopButton>,
    );
    expect(markup).toBe(
      markupOf(
        <Button component="a" href="/gallery" variant="subtle">
          Gallery
        </Button>,
      ),
    );
  });

  it('renders through the caller’s renderRoot, as Mantine’s Box does', () => {
    const renderRoot = (props: Record<string, unknown>) => <a {...props} href="/search?category=amethyst" />;
    expect(
      markupOf(
        <ShopButton renderRoot={renderRoot} variant="light" size="compact-sm">
          Amethyst
        </ShopButton>,
      ),
    ).toBe(
      markupOf(
        <Button renderRoot={renderRoot} variant="light" size="compact-sm">
          Amethyst
        </Button>,
      ),
    );
  });

  it('while loading, is disabled and shows a spinner over its label, hidden from screen readers', () => {
    const { container, getByRole } = render(<ShopButton loading>Load more</ShopButton>);
    const button = getByRole('button', { name: 'Load more' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.dataset.loading).toBe('true');
    const loader = container.querySelector(`.${BUTTON_CLASSES.loader}`);
    expect(loader?.getAttribute('aria-hidden')).toBe('true');
    expect(loader?.querySelector(`.${LOADER_CLASSES.ovalLoader}`)).not.toBeNull();
  });
});

describe('Spinner', () => {
  it('draws Mantine’s oval Loader of the same size and colour', () => {
    const spinner = render(<Spinner size={16} color="currentColor" />).container.firstElementChild as HTMLElement;
    const loader = render(<Loader size={16} color="currentColor" />).container.firstElementChild as HTMLElement;
    expect(spinner.className.split(' ')).toEqual(
      expect.arrayContaining(loader.className.split(' ').filter((name) => name.startsWith('m_'))),
    );
    expect(spinner.style.getPropertyValue('--loader-size')).toBe(loader.style.getPropertyValue('--loader-size'));
    expect(spinner.style.getPropertyValue('--loader-color')).toBe(loader.style.getPropertyValue('--loader-color'));
  });
});
