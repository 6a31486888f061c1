import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { PRIMARY_COLOR } from '#web/components/plain/theme-colors.ts';

const amethyst: MantineColorsTuple = [
  '#f7effe',
  '#eadbf7',
  '#d2b3ec',
  '#b988e2',
  '#a464d9',
  '#974dd4',
  '#9041d2',
  '#7c33ba',
  '#6e2ca7',
  '#5b2a86',
];

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: 8,
  colors: { [PRIMARY_COLOR]: amethyst },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's dimmed text (gray 6, #868e96) reads at 3.2:1 on the page's background; WCAG AA asks 4.5:1
 * for body text. This grey keeps it visibly secondary at 5.5:1 or more on every light surface we use.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
