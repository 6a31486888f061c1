import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames, styleOf, themeColor, TRANSPARENT_BORDER, type Step } from './theme-values.ts';

/** Mantine's Badge class names (its sheet, checked against Badge.classes by plain.test.tsx). */
export const BADGE_CLASSES = { root: 'm_347db0ec', dot: 'm_fbd81e3d', label: 'm_5add502a', section: 'm_91fdda9b' };

type PlainBadgeProps = ComponentPropsWithoutRef<'div'> & {
  variant?: 'filled' | 'light' | 'dot';
  /** A theme colour: a name (`green`) or one shade of it (`yellow.4`); the theme's primary colour when left out. */
  color?: string;
  /** A theme colour for the label's text, as Mantine's `c` prop. */
  c?: string;
  size?: Step;
  leftSection?: ReactNode;
};

const PRIMARY = 'amethyst';
const shadeOf = (color: string, tone: 'filled' | 'light' | 'light-color') => {
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-${tone})` : `var(--mantine-color-${name}-${shade})`;
};

function colorVariables(variant: PlainBadgeProps['variant'], color: string | undefined) {
  if (variant === undefined && color === undefined) return {};
  const base = color ?? PRIMARY;
  if (variant === 'dot') return { '--badge-dot-color': shadeOf(base, 'filled') };
  if (variant === 'light')
    return { '--badge-bg': shadeOf(base, 'light'), '--badge-color': shadeOf(base, 'light-color'), '--badge-bd': TRANSPARENT_BORDER };
  return { '--badge-bg': shadeOf(base, 'filled'), '--badge-color': 'var(--mantine-color-white)', '--badge-bd': TRANSPARENT_BORDER };
}

/** Mantine's Badge as plain markup with Mantine's sheet and variables: no Box or colour resolver at run time. */
export function PlainBadge({ variant, color, c, size, leftSection, className, style, children, ...others }: PlainBadgeProps) {
  const variables = {
    '--badge-height': size && `var(--badge-height-${size})`,
    '--badge-padding-x': size && `var(--badge-padding-x-${size})`,
    '--badge-fz': size && `var(--badge-fz-${size})`,
    ...colorVariables(variant, color),
    color: c && themeColor(c),
  };
  return (
    <div
      style={styleOf(variables, style)}
      className={classNames(variant === 'dot' && BADGE_CLASSES.dot, className, BADGE_CLASSES.root, 'mantine-Badge-root')}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? 'true' : undefined}
      {...others}
    >
      {leftSection && (
        <span className={`${BADGE_CLASSES.section} mantine-Badge-section`} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={`${BADGE_CLASSES.label} mantine-Badge-label`}>{children}</span>
    </div>
  );
}
