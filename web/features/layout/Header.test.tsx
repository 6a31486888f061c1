import { Burger, Group } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web/test/api-stub.ts';
import { render } from '#web/test/render.tsx';
import { renderApp } from '#web/test/render-app.tsx';
import { BURGER_CLASSES, MenuBurger } from './Header.tsx';

const markupOf = (element: ReactElement) => render(element).container.innerHTML;
/** The element itself, without what is inside it. */
const shellOf = (element: Element) => (element.cloneNode(false) as Element).outerHTML;
const ignore = () => undefined;

describe('the header', () => {
  it('uses the class names of Mantine’s Burger sheet', () => {
    expect(Burger.classes).toMatchObject(BURGER_CLASSES);
  });

  it.each([false, true])('draws the menu button as Mantine’s small Burger does (opened: %s)', (opened) => {
    const label = opened ? 'Close menu' : 'Open menu';
    expect(markupOf(<MenuBurger opened={opened} onClick={ignore} label={label} />)).toBe(
      markupOf(
        <Burger
          hiddenFrom="lg"
          opened={opened}
          onClick={ignore}
          size="sm"
          aria-label={label}
          aria-expanded={opened}
          aria-controls="mobile-menu"
        />,
      ),
    );
  });

  it('draws the links’ row as Mantine’s Group, shown from lg up', async () => {
    stubApi();
    renderApp('/no-such-page');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const group = render(<Group component="nav" aria-label="Main navigation" gap={4} className="mantine-visible-from-lg" wrap="nowrap" />);
    expect(shellOf(nav)).toBe(shellOf(group.container.firstElementChild!));
  });

  it('turns the menu button into a cross that closes the menu, and back', async () => {
    stubApi();
    renderApp('/no-such-page');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.firstElementChild?.hasAttribute('data-opened')).toBe(false);
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Close menu'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.firstElementChild?.getAttribute('data-opened')).toBe('true');
  });
});
