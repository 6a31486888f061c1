import { getRadius, getSize, type ActionIconProps, type MantineSize, type PolymorphicComponentProps } from '@mantine/core';
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { classNames, styleOf } from './plain/theme-values.ts';
import { dataFlags, renderRoot, type Polymorphic } from './plain/polymorphic.tsx';
import { variantColors, type ButtonColor, type ButtonVariant } from './plain/variant-colors.ts';
import { UNSTYLED_BUTTON_CLASS } from './ShopButton.tsx';

/** Mantine's ActionIcon class names (its ActionIcon.module.css, checked against ActionIcon.classes by ShopIconButton.test.tsx). */
export const ACTION_ICON_CLASSES = { root: 'm_8d3f4000', icon: 'm_8d3afb97' };

type ShopIconButtonOwnProps = Pick<ActionIconProps, 'size' | 'radius' | 'disabled'> & {
  variant?: ButtonVariant;
  color?: ButtonColor;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Hidden from this breakpoint up, as Mantine's `hiddenFrom`. */
  hiddenFrom?: MantineSize;
  'data-disabled'?: boolean;
} & Polymorphic;

/** Mantine's own ActionIcon variables for these props, so a ShopIconButton and an ActionIcon look alike. */
function useIconButtonVariables({ size, radius, variant, color }: ShopIconButtonOwnProps) {
  const colors = variantColors(color, variant);
  return {
    '--ai-size': getSize(size, 'ai-size'),
    '--ai-radius': radius === undefined ? undefined : getRadius(radius),
    '--ai-bg': colors.background,
    '--ai-hover': colors.hover,
    '--ai-color': colors.color,
    '--ai-bd': colors.border,
  };
}

/**
 * Mantine's ActionIcon as plain markup, drawn with Mantine's own sheet, variables and theme: none of Box, its style
 * props, the styles API, Loader or ActionIcon.Group (docs/design.md Budgets); the shop's first screens never show a
 * loading icon button.
 */
export function ShopIconButton<C extends ElementType = 'button'>(props: PolymorphicComponentProps<C, ShopIconButtonOwnProps>) {
  const {
    component,
    renderRoot: render,
    className,
    style,
    variant,
    size,
    children,
    disabled,
    hiddenFrom,
    'data-disabled': dataDisabled,
    color: _color,
    radius: _radius,
    ...others
  } = props as ShopIconButtonOwnProps & Record<string, unknown>;
  const variables = useIconButtonVariables(props as ShopIconButtonOwnProps);
  const root = component ?? 'button';
  const rootProps = {
    style: styleOf(variables, style),
    className: classNames(
      'mantine-focus-auto',
      !disabled && !dataDisabled && 'mantine-active',
      className,
      ACTION_ICON_CLASSES.root,
      'mantine-ActionIcon-root',
      UNSTYLED_BUTTON_CLASS,
      'mantine-UnstyledButton-root',
      hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    ),
    'data-variant': variant,
    'data-size': typeof size === 'number' ? undefined : size,
    ...dataFlags({ disabled: Boolean(disabled || dataDisabled) || undefined }),
    type: root === 'button' ? 'button' : undefined,
    ...others,
    disabled,
    children: <span className={`${ACTION_ICON_CLASSES.icon} mantine-ActionIcon-icon`}>{children}</span>,
  };
  return renderRoot({ component, renderRoot: render }, 'button', rootProps);
}
