import { darken, rgba } from '@mantine/core';
import { PRIMARY_COLOR, THEME_COLOR_NAMES } from './theme-colors.ts';
import { rem, TRANSPARENT_BORDER } from './theme-values.ts';

/** A colour a button takes: one of the theme's colours by name, white or black, or a CSS colour of its own. */
export type ButtonColor = (typeof THEME_COLOR_NAMES)[number] | 'white' | 'black' | `#${string}`;

export type ButtonVariant = 'filled' | 'light' | 'outline' | 'subtle' | 'transparent' | 'white' | 'default';

type VariantColors = { background: string; hover: string; color: string; border: string };

const isThemeColor = (color: string) => (THEME_COLOR_NAMES as readonly string[]).includes(color);

/** A theme colour's variables, as Mantine's `defaultVariantColorsResolver` writes them for a colour of the theme. */
function themeColorLook(color: string, variant: ButtonVariant): VariantColors {
  const shade = (suffix: string) => `var(--mantine-color-${color}-${suffix})`;
  switch (variant) {
    case 'filled':
      return { background: shade('filled'), hover: shade('filled-hover'), color: 'var(--mantine-color-white)', border: TRANSPARENT_BORDER };
    case 'light':
      return { background: shade('light'), hover: shade('light-hover'), color: shade('light-color'), border: TRANSPARENT_BORDER };
    case 'outline':
      return {
        background: 'transparent',
        hover: shade('outline-hover'),
        color: shade('outline'),
        border: `${rem(1)} solid ${shade('outline')}`,
      };
    case 'subtle':
      return { background: 'transparent', hover: shade('light-hover'), color: shade('light-color'), border: TRANSPARENT_BORDER };
    case 'transparent':
      return { background: 'transparent', hover: 'transparent', color: shade('light-color'), border: TRANSPARENT_BORDER };
    case 'white':
      return { background: 'var(--mantine-color-white)', hover: darken('#fff', 0.01), color: shade('filled'), border: TRANSPARENT_BORDER };
    case 'default':
      return defaultLook;
  }
}

/** Any other colour, as the resolver mixes it itself (white and black are such colours to it, not theme colours). */
function ownColorLook(color: string, variant: ButtonVariant): VariantColors {
  switch (variant) {
    case 'filled':
      return { background: color, hover: darken(color, 0.1), color: 'var(--mantine-color-white)', border: TRANSPARENT_BORDER };
    case 'light':
      return { background: rgba(color, 0.1), hover: rgba(color, 0.12), color, border: TRANSPARENT_BORDER };
    case 'outline':
      return { background: 'transparent', hover: rgba(color, 0.05), color, border: `${rem(1)} solid ${color}` };
    case 'subtle':
      return { background: 'transparent', hover: rgba(color, 0.12), color, border: TRANSPARENT_BORDER };
    case 'transparent':
      return { background: 'transparent', hover: 'transparent', color, border: TRANSPARENT_BORDER };
    case 'white':
      return { background: 'var(--mantine-color-white)', hover: darken('#fff', 0.01), color, border: TRANSPARENT_BORDER };
    case 'default':
      return defaultLook;
  }
}

const defaultLook: VariantColors = {
  background: 'var(--mantine-color-default)',
  hover: 'var(--mantine-color-default-hover)',
  color: 'var(--mantine-color-default-color)',
  border: `${rem(1)} solid var(--mantine-color-default-border)`,
};

/**
 * A button's colours as Mantine's Button and ActionIcon resolve them through the theme's resolver, without the theme:
 * the shop's theme leaves the resolver as Mantine's and auto-contrast off, so a theme colour is its CSS variables and
 * any other colour is mixed as the resolver mixes it (variant-colors.test.ts compares every colour and variant with the
 * resolver). The text colour always; the background, hover and border only when a colour or variant is given (otherwise
 * their sheets' defaults draw them).
 */
export function variantColors(color: ButtonColor | undefined, variant: ButtonVariant | undefined) {
  const name = color || PRIMARY_COLOR;
  const look = (isThemeColor(name) ? themeColorLook : ownColorLook)(name, variant || 'filled');
  const painted = Boolean(color || variant);
  return {
    color: look.color,
    background: painted ? look.background : undefined,
    hover: painted ? look.hover : undefined,
    border: painted ? look.border : undefined,
  };
}

/** A colour as Mantine's Loader takes it (`getThemeColor`): a theme colour is its filled shade, white and black their variables. */
export function loaderColor(color: string) {
  if (isThemeColor(color)) return `var(--mantine-color-${color}-filled)`;
  return color === 'white' || color === 'black' ? `var(--mantine-color-${color})` : color;
}
