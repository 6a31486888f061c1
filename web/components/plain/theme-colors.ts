/** The theme's main colour (theme.ts), which a button without a colour of its own takes. */
export const PRIMARY_COLOR = 'amethyst';

/**
 * The names of the theme's colours: Mantine's own and the shop's. Buttons on the first screens read them here rather
 * than from the theme, which loads with the first of Mantine's components (variant-colors.test.ts keeps the two lists equal).
 */
export const THEME_COLOR_NAMES = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  PRIMARY_COLOR,
] as const;
