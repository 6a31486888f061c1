import {
  Box,
  createVarsResolver,
  getFontSize,
  getRadius,
  getSize,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
  type ButtonCssVariables,
  type ButtonProps,
  type ButtonStylesNames,
  type ButtonVariant,
  type PolymorphicFactory,
} from '@mantine/core';
import { Spinner } from './Spinner.tsx';

/** Mantine's Button class names (its Button.module.css, checked against Button.classes by ShopButton.test.tsx). */
export const BUTTON_CLASSES = {
  root: 'm_77c9d27d',
  inner: 'm_80f1301b',
  label: 'm_811560b9',
  section: 'm_a74036a',
  loader: 'm_a25b86ee',
};

type ShopButtonProps = Omit<ButtonProps, 'loaderProps' | 'gradient'>;

type ShopButtonFactory = PolymorphicFactory<{
  props: ShopButtonProps;
  defaultRef: HTMLButtonElement;
  defaultComponent: 'button';
  stylesNames: ButtonStylesNames;
  vars: ButtonCssVariables;
  variant: ButtonVariant;
}>;

// Mantine's own Button variables, so a ShopButton and a Button of the same props look alike.
const varsResolver = createVarsResolver<ShopButtonFactory>((theme, { radius, color, variant, size, justify, autoContrast }) => {
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, variant: variant || 'filled', autoContrast });
  const painted = Boolean(color || variant);
  return {
    root: {
      '--button-justify': justify,
      '--button-height': getSize(size, 'button-height'),
      '--button-padding-x': getSize(size, 'button-padding-x'),
      '--button-fz': size?.includes('compact') ? getFontSize(size.replace('compact-', '')) : getFontSize(size),
      '--button-radius': radius === undefined ? undefined : getRadius(radius),
      '--button-bg': painted ? colors.background : undefined,
      '--button-hover': painted ? colors.hover : undefined,
      '--button-color': colors.color,
      '--button-bd': painted ? colors.border : undefined,
      '--button-hover-color': painted ? colors.hoverColor : undefined,
    },
  };
});

// The loader sits where Mantine's Button puts it once its 150 ms slide-in has ended.
const LOADER_PLACE = { transform: 'translate(-50%, calc(-50% + 0.0625rem))' };

/**
 * Mantine's Button, drawn with Mantine's own sheet, variables and theme defaults, without the Transition, Loader and
 * Button.Group code its `loading` and groups bring (3.6 KB of JS gzipped in the first load of every page, docs/design.md
 * Budgets). A loading ShopButton shows a Spinner in the same place. Pages loaded later may use Mantine's Button.
 */
export const ShopButton = polymorphicFactory<ShopButtonFactory>((_props) => {
  const props = useProps('Button', null, _props);
  const {
    style,
    vars,
    className,
    color: _color,
    disabled,
    children,
    leftSection,
    rightSection,
    fullWidth,
    variant,
    radius: _radius,
    loading,
    classNames,
    styles,
    unstyled,
    'data-disabled': dataDisabled,
    autoContrast: _autoContrast,
    mod,
    attributes,
    ...others
  } = props;
  const getStyles = useStyles<ShopButtonFactory>({
    name: 'Button',
    props,
    classes: BUTTON_CLASSES,
    className,
    style,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !loading && !dataDisabled })}
      unstyled={unstyled}
      variant={variant}
      disabled={disabled || loading}
      mod={[
        {
          disabled: disabled || dataDisabled,
          loading,
          block: fullWidth,
          'with-left-section': Boolean(leftSection),
          'with-right-section': Boolean(rightSection),
        },
        mod,
      ]}
      {...others}
    >
      {loading && (
        <Box component="span" {...getStyles('loader', { style: LOADER_PLACE })} aria-hidden>
          <Spinner color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </Box>
      )}
      <span {...getStyles('inner')}>
        {leftSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'left' }}>
            {leftSection}
          </Box>
        )}
        <Box component="span" mod={{ loading }} {...getStyles('label')}>
          {children}
        </Box>
        {rightSection && (
          <Box component="span" {...getStyles('section')} mod={{ position: 'right' }}>
            {rightSection}
          </Box>
        )}
      </span>
    </UnstyledButton>
  );
});
ShopButton.displayName = 'ShopButton';
