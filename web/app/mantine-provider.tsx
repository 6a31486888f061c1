import { DEFAULT_THEME, DirectionContext, MantineContext, MantineThemeContext, mergeMantineTheme } from '@mantine/core';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTextDirection } from '#web/lib/use-text-direction.ts';
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

const THEME = mergeMantineTheme(DEFAULT_THEME, theme);

/**
 * Mantine's provider without its run-time parts the shop does not need: the CSS variables and breakpoint classes it
 * would generate from the theme are written into index.html by the build (theme-styles.ts), and the light scheme is
 * index.html's `data-mantine-color-scheme`, so the page paints in it before any code runs. The direction follows the
 * language. The first screens draw no Mantine component (ADR 011), so this module, the theme and its colour functions
 * load with the first part that does (`withMantineTheme`), and that part renders inside it.
 */
export function ShopMantineProvider({ children }: { children: ReactNode }) {
  const dir = useTextDirection();
  const direction = useMemo(() => ({ dir, setDirection: () => undefined, toggleDirection: () => undefined }), [dir]);
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeContext value={THEME}>
        <DirectionContext value={direction}>{children}</DirectionContext>
      </MantineThemeContext>
    </MantineContext>
  );
}

/** `Component` inside the shop's Mantine provider: a page or part drawn with Mantine's components. */
export function withMantine<P extends object>(Component: ComponentType<P>) {
  function WithMantine(props: P) {
    return (
      <ShopMantineProvider>
        <Component {...props} />
      </ShopMantineProvider>
    );
  }
  WithMantine.displayName = `withMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
