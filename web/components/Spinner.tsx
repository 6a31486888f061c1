import { getSize, type MantineSize } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { classNames, styleOf } from './plain/theme-values.ts';
import { loaderColor } from './plain/variant-colors.ts';

/** Mantine's Loader class names (its Loader.module.css, checked against Loader.classes by ShopButton.test.tsx). */
export const LOADER_CLASSES = { root: 'm_5ae2e3c', ovalLoader: 'm_b34414df' };

type SpinnerProps = ComponentPropsWithoutRef<'span'> & {
  size?: MantineSize | number | (string & {});
  /** A theme colour by name, or any CSS colour. */
  color?: string;
  'data-testid'?: string;
};

/**
 * Mantine's oval Loader as plain markup with its own sheet, without the Loader component's or Box's code (1.0 KB of JS gzipped in the first
 * load; docs/design.md Budgets): the shop's first screens show only this one kind of loader.
 */
export function Spinner({ size, color, className, style, ...others }: SpinnerProps) {
  const variables = {
    '--loader-size': getSize(size, 'loader-size'),
    '--loader-color': color ? loaderColor(color) : undefined,
  };
  return (
    <span style={styleOf(variables, style)} className={classNames(LOADER_CLASSES.root, LOADER_CLASSES.ovalLoader, className)} {...others} />
  );
}
