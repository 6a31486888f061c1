import { createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
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
  components: {
    // Mantine writes a dialog's title bar as <header>, which Chromium gives screen readers as a second banner
    // landmark beside the page's own (e2e/accessibility.test.ts).
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
});

/** The contrast WCAG AA asks of text. */
const AA_CONTRAST = 4.5;

const contrast = (a: string, b: string) => {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
};

/** `color` darkened in steps of 4 % until it reads at 4.5:1 or more on each of `backgrounds`; as it is when it already does. */
function readableOn(color: string, backgrounds: readonly string[]): string {
  let readable = color;
  for (let step = 1; backgrounds.some((background) => contrast(readable, background) < AA_CONTRAST); step += 1) {
    readable = darken(color, step * 0.04);
  }
  return readable;
}

const WHITE = '#ffffff';
/** The page's background (global.css), on which an outline button's text sits. */
const PAGE_BACKGROUND = '#fbf9fd';

/**
 * Mantine's light variant writes a colour's shade 9 on its shade 1 (shade 2 on hover), its filled and outline
 * variants put its primary shade under white text or on the page: in yellow, lime, green, orange, teal, cyan and red
 * that reads at 2.4 to 4.4:1, under WCAG AA's 4.5:1 for text. Those colours' variables get a darker value of their
 * own hue; the others are left as Mantine writes them.
 */
function readableVariantColors(): Record<string, string> {
  const colors: Record<string, MantineColorsTuple> = { ...DEFAULT_THEME.colors, [PRIMARY_COLOR]: amethyst };
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    const lightColor = readableOn(shades[9], [shades[1], shades[2]]);
    if (lightColor !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightColor;
    const filled = readableOn(shades[8], [WHITE, PAGE_BACKGROUND]);
    if (filled === shades[8]) continue;
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-outline`] = filled;
  }
  return variables;
}

/**
 * Mantine's dimmed text (gray 6, #868e96) reads at 3.2:1 on the page's background; WCAG AA asks 4.5:1
 * for body text. This grey keeps it visibly secondary at 5.5:1 or more on every light surface we use.
 * A field's error message, and what is typed into a field in error, are red 6 (3.3:1): a darker red of the same hue.
 * The variants' colours read at 4.5:1 too (readableVariantColors).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': readableOn(DEFAULT_THEME.colors.red[6], [WHITE, PAGE_BACKGROUND]),
    ...readableVariantColors(),
  },
  dark: {},
});
