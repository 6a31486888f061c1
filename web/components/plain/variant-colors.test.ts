import { DEFAULT_THEME, getThemeColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '#web/app/theme.ts';
import { MESSAGING_GREEN } from '#web/lib/contact.ts';
import { PRIMARY_COLOR, THEME_COLOR_NAMES } from './theme-colors.ts';
import { loaderColor, variantColors, type ButtonColor, type ButtonVariant } from './variant-colors.ts';

const mantineTheme = mergeMantineTheme(DEFAULT_THEME, theme);
const VARIANTS: ButtonVariant[] = ['filled', 'light', 'outline', 'subtle', 'transparent', 'white', 'default'];
const COLORS: ButtonColor[] = [...THEME_COLOR_NAMES, 'white', 'black', MESSAGING_GREEN];

describe('the theme’s colours as the first screens know them', () => {
  it('are the merged theme’s colours, its primary colour among them', () => {
    expect([...THEME_COLOR_NAMES].sort()).toEqual(Object.keys(mantineTheme.colors).sort());
    expect(mantineTheme.primaryColor).toBe(PRIMARY_COLOR);
  });
});

describe('variantColors', () => {
  it.each(COLORS.flatMap((color) => VARIANTS.map((variant) => ({ color, variant }))))(
    'gives $color $variant the colours Mantine’s resolver gives',
    ({ color, variant }) => {
      const { background, hover, color: text, border } = mantineTheme.variantColorResolver({ color, variant, theme: mantineTheme });
      expect(variantColors(color, variant)).toEqual({ background, hover, color: text, border });
    },
  );

  it('paints only the text when neither a colour nor a variant is given, as the sheets draw the primary filled look', () => {
    const primary = mantineTheme.variantColorResolver({ color: PRIMARY_COLOR, variant: 'filled', theme: mantineTheme });
    expect(variantColors(undefined, undefined)).toEqual({
      color: primary.color,
      background: undefined,
      hover: undefined,
      border: undefined,
    });
  });
});

describe('loaderColor', () => {
  it.each([...COLORS, 'currentColor', 'var(--button-color)'])('names %s as Mantine’s getThemeColor does', (color) => {
    expect(loaderColor(color)).toBe(getThemeColor(color, mantineTheme));
  });
});
