import {
  Box,
  createVarsResolver,
  getRadius,
  getSize,
  polymorphicFactory,
  UnstyledButton,
  useProps,
  useStyles,
  type ActionIconCssVariables,
  type ActionIconProps,
  type ActionIconStylesNames,
  type ActionIconVariant,
  type PolymorphicFactory,
} from '@mantine/core';

/** Mantine's ActionIcon class names (its ActionIcon.module.css, checked against ActionIcon.classes by ShopIconButton.test.tsx). */
export const ACTION_ICON_CLASSES = { root: 'm_8d3f4000', icon: 'm_8d3afb97' };

type ShopIconButtonProps = Omit<ActionIconProps, 'loading' | 'loaderProps' | 'gradient'>;

type ShopIconButtonFactory = PolymorphicFactory<{
  props: ShopIconButtonProps;
  defaultRef: HTMLButtonElement;
  defaultComponent: 'button';
  stylesNames: Exclude<ActionIconStylesNames, 'loader'>;
  vars: ActionIconCssVariables;
  variant: ActionIconVariant;
}>;

// Mantine's own ActionIcon variables, so a ShopIconButton and an ActionIcon of the same props look alike.
const varsResolver = createVarsResolver<ShopIconButtonFactory>((theme, { size, radius, variant, color, autoContrast }) => {
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, variant: variant || 'filled', autoContrast });
  const painted = Boolean(color || variant);
  return {
    root: {
      '--ai-size': getSize(size, 'ai-size'),
      '--ai-radius': radius === undefined ? undefined : getRadius(radius),
      '--ai-bg': painted ? colors.background : undefined,
      '--ai-hover': painted ? colors.hover : undefined,
      '--ai-hover-color': painted ? colors.hoverColor : undefined,
      '--ai-color': colors.color,
      '--ai-bd': painted ? colors.border : undefined,
    },
  };
});

/**
 * Mantine's ActionIcon, drawn with Mantine's own sheet, variables and theme defaults, without the Transition, Loader
 * and ActionIcon.Group code its `loading` and groups bring (1.6 KB of JS gzipped in the first load of every page,
 * docs/design.md Budgets); the shop's first screens never show a loading icon button.
 */
export const ShopIconButton = polymorphicFactory<ShopIconButtonFactory>((_props) => {
  const props = useProps('ActionIcon', null, _props);
  const {
    className,
    unstyled,
    variant,
    classNames,
    styles,
    style,
    size,
    color: _color,
    radius: _radius,
    vars,
    children,
    disabled,
    'data-disabled': dataDisabled,
    autoContrast: _autoContrast,
    mod,
    attributes,
    ...others
  } = props;
  const getStyles = useStyles<ShopIconButtonFactory>({
    name: 'ActionIcon',
    props,
    className,
    style,
    classes: ACTION_ICON_CLASSES,
    classNames,
    styles,
    unstyled,
    attributes,
    vars,
    varsResolver,
  });
  return (
    <UnstyledButton
      {...getStyles('root', { active: !disabled && !dataDisabled })}
      {...others}
      unstyled={unstyled}
      variant={variant}
      size={size}
      disabled={disabled}
      mod={[{ disabled: disabled || dataDisabled }, mod]}
    >
      <Box component="span" {...getStyles('icon')}>
        {children}
      </Box>
    </UnstyledButton>
  );
});
ShopIconButton.displayName = 'ShopIconButton';
