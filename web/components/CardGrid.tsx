import type { MantineBreakpoint, MantineSpacing } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './CardGrid.module.css';

/** Columns from the smallest screen up: `base`, then Mantine's breakpoints (xs 36em, sm 48em, md 62em, lg 75em, xl 88em). */
export type GridColumns = { base: number } & Partial<Record<MantineBreakpoint, number>>;

type CardGridProps = ComponentPropsWithoutRef<'div'> & {
  cols: GridColumns;
  /** The gap between cards, a step of the theme's spacing. */
  spacing: MantineSpacing;
};

/**
 * Cards in equal columns, as many per row as `cols` says for the screen's width: what Mantine's SimpleGrid draws, in
 * plain CSS, so the first screens carry neither its code nor the inline style sheet it renders per grid (1.8 KB of
 * JS gzipped; docs/design.md Budgets).
 */
export function CardGrid({ cols, spacing, className, style, ...others }: CardGridProps) {
  const variables: Record<string, string | number> = { '--grid-spacing': `var(--mantine-spacing-${spacing})` };
  for (const [breakpoint, count] of Object.entries(cols)) if (count !== undefined) variables[`--grid-${breakpoint}`] = count;
  return (
    <div
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={{ ...(variables as CSSProperties), ...style }}
      {...others}
    />
  );
}
