import type { CSSProperties } from 'react';

/** The theme's named steps, as Mantine's size props take them. */
export type Step = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A length as Mantine's `rem()` writes it: pixels scaled with the theme. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** The 1 px transparent border Mantine's filled and light looks keep, so every variant is the same size. */
export const TRANSPARENT_BORDER = `${rem(1)} solid transparent`;

/** A spacing step or a number of pixels, as Mantine's `gap`, `p` and `m` props take them. */
export const spacing = (value: Step | number) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

/**
 * A colour as Mantine's `c` prop resolves it: `dimmed`, `white`, `black` and `bright` are the theme's own variables,
 * `dark.8` is one shade, and a bare colour name is that colour's text shade.
 */
export function themeColor(color: string) {
  if (['dimmed', 'white', 'black', 'bright'].includes(color)) return `var(--mantine-color-${color})`;
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-text)` : `var(--mantine-color-${name}-${shade})`;
}

/** Joins class names, leaving out the empty ones. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** CSS variables and properties as React's `style` takes them; an undefined value is left out, as Mantine does. */
export function styleOf(values: Record<string, string | number | undefined>, style?: CSSProperties) {
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return Object.keys(defined).length === 0 && !style ? undefined : ({ ...defined, ...style } as CSSProperties);
}
