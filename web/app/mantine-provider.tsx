import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme.ts';

type MantineContextValue = NonNullable<React.ContextType<typeof MantineContext>>;

/** The shop is light only: nothing switches the scheme, so nothing stores or follows one. */
const CONTEXT: MantineContextValue = {
  colorScheme: 'light',
  setColorScheme: () => undefined,
  clearColorScheme: () => undefined,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/**
 * Mantine's provider without its run-time parts the shop does not need: the CSS variables and breakpoint
 * classes it would generate from the theme on every render are written into index.html by the build
 * (theme-styles.ts), and the light scheme is index.html's `data-mantine-color-scheme`, so the page paints in
 * it before any code runs. Its colour-scheme manager (local storage, media queries) and generators stay out
 * of the first load.
 */
export function ShopMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
