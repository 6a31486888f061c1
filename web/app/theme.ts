import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  primaryColor: 'amethyst',
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: 8,
  colors: { amethyst },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
