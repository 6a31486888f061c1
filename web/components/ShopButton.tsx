import { getFontSize, getRadius, getSize, type ButtonProps, type MantineSize, type PolymorphicComponentProps } from '@mantine/core';
import type { CSSProperties, ElementType, ReactNode } from 'react';
import { classNames, styleOf, themeColor } from './plain/theme-values.ts';
import { dataFlags, renderRoot, type Polymorphic } from './plain/polymorphic.tsx';
import { variantColors, type ButtonColor, type ButtonVariant } from './plain/variant-colors.ts';
import { Spinner } from './Spinner.tsx';

/** Mantine's Button class names (its Button.module.css, checked against Button.classes by ShopButton.test.tsx). */
export const BUTTON_CLASSES = {
  root: 'm_77c9d27d',
  inner: 'm_80f1301b',
  label: 'm_811560b9',
  section: 'm_a74036a',
  loader: 'm_a25b86ee',
};
/** Mantine's UnstyledButton's class name, which a Button's root also carries. */
export const UNSTYLED_BUTTON_CLASS = 'm_87cf2631';

export type ShopButtonOwnProps = Pick<
  ButtonProps,
  'size' | 'radius' | 'justify' | 'fullWidth' | 'leftSection' | 'rightSection' | 'loading' | 'disabled'
> & {
  variant?: ButtonVariant;
  color?: ButtonColor;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The label's colour, a theme colour as Mantine's `c` prop takes it. */
  c?: string;
  /** The button's width, as Mantine's `w` prop (a CSS width). */
  w?: CSSProperties['width'];
  /** Hidden from this breakpoint up, as Mantine's `hiddenFrom`. */
  hiddenFrom?: MantineSize;
  'data-disabled'?: boolean;
} & Polymorphic;

type ShopButtonProps<C extends ElementType> = PolymorphicComponentProps<C, ShopButtonOwnProps>;

// The loader sits where Mantine's Button puts it once its 150 ms slide-in has ended.
const LOADER_PLACE = { transform: 'translate(-50%, calc(-50% + 0.0625rem))' };

/** Mantine's own Button variables for these props, so a ShopButton and a Button look alike. */
function useButtonVariables({ radius, color, variant, size, justify }: ShopButtonOwnProps) {
  const colors = variantColors(color, variant);
  return {
    '--button-justify': justify,
    '--button-height': getSize(size, 'button-height'),
    '--button-padding-x': getSize(size, 'button-padding-x'),
    '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
    '--button-radius': radius === undefined ? undefined : getRadius(radius),
    '--button-bg': colors.background,
    '--button-hover': colors.hover,
    '--button-color': colors.color,
    '--button-bd': colors.border,
  };
}

/**
 * Mantine's Button as plain markup, drawn with Mantine's own sheet, variables and theme: none of Box, its style props,
 * the styles API, Transition, Loader or Button.Group, which its `loading` and groups bring (docs/design.md Budgets).
 * A loading ShopButton shows a Spinner in the same place. Pages loaded later may use Mantine's Button.
 */
export function ShopButton<C extends ElementType = 'button'>(props: ShopButtonProps<C>) {
  const {
    component,
    renderRoot: render,
    style,
    className,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    size,
    loading,
    c,
    w,
    hiddenFrom,
    'data-disabled': dataDisabled,
    color: _color,
    radius: _radius,
    justify: _justify,
    ...others
  } = props as ShopButtonOwnProps & Record<string, unknown>;
  const variables = useButtonVariables(props as ShopButtonOwnProps);
  const active = !disabled && !loading && !dataDisabled;
  const root = component ?? 'button';
  const rootProps = {
    style: styleOf({ ...variables, color: c && themeColor(c), width: w }, style),
    className: classNames(
      'mantine-focus-auto',
      active && 'mantine-active',
      className,
      BUTTON_CLASSES.root,
      'mantine-Button-root',
      UNSTYLED_BUTTON_CLASS,
      'mantine-UnstyledButton-root',
      hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
    ),
    'data-variant': variant,
    'data-size': size,
    ...dataFlags({
      disabled: Boolean(disabled || dataDisabled) || undefined,
      loading,
      block: fullWidth,
      'with-left-section': Boolean(leftSection),
      'with-right-section': Boolean(rightSection),
    }),
    type: root === 'button' ? 'button' : undefined,
    disabled: disabled || loading,
    ...others,
    children: (
      <>
        {loading && (
          <span className={`${BUTTON_CLASSES.loader} mantine-Button-loader`} style={LOADER_PLACE} aria-hidden>
            <Spinner color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
          </span>
        )}
        <span className={`${BUTTON_CLASSES.inner} mantine-Button-inner`}>
          {leftSection && (
            <span className={`${BUTTON_CLASSES.section} mantine-Button-section`} data-position="left">
              {leftSection}
            </span>
          )}
          <span className={`${BUTTON_CLASSES.label} mantine-Button-label`} {...dataFlags({ loading })}>
            {children}
          </span>
          {rightSection && (
            <span className={`${BUTTON_CLASSES.section} mantine-Button-section`} data-position="right">
              {rightSection}
            </span>
          )}
        </span>
      </>
    ),
  };
  return renderRoot({ component, renderRoot: render }, 'button', rootProps);
}
