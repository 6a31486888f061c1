import { getSize, getThemeColor, useMantineTheme, type MantineColor, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { classNames, styleOf } from './plain/theme-values.ts';

/** Mantine's Loader class names (its Loader.module.css, checked against Loader.classes by ShopButton.test.tsx). */
export const LOADER_CLASSES = { root: 'm_5ae2e3c', ovalLoader: 'm_b34414df' };

type SpinnerProps = ComponentPropsWithoutRef<'span'> & {
  size?: MantineSize | number | (string & {});
  color?: MantineColor;
  'data-testid'?: string;
};

/**
 * Mantine's oval Loader as plain markup with its own sheet, without the Loader component's or Box's code (1.0 KB of JS gzipped in the first
 * load; docs/design.md Budgets): the shop's first screens show only this one kind of loader.
 */
export function Spinner({ size, color, className, style, ...others }: SpinnerProps) {
  const theme = useMantineTheme();
  const variables = {
    '--loader-size': getSize(size, 'loader-size'),
    '--loader-color': color ? getThemeColor(color, theme) : undefined,
  };
  return (
    <span style={styleOf(variables, style)} className={classNames(LOADER_CLASSES.root, LOADER_CLASSES.ovalLoader, className)} {...others} />
  );
}
