import { useMantineTheme } from '@mantine/core';

/**
 * A button's colours as Mantine's Button and ActionIcon resolve them through the theme's variantColorResolver: the
 * text colour always, the background, hover and border only when a colour or variant is given (otherwise their sheets'
 * defaults draw them).
 */
export function useVariantColors(color: string | undefined, variant: string | undefined) {
  const theme = useMantineTheme();
  const colors = theme.variantColorResolver({ color: color || theme.primaryColor, theme, variant: variant || 'filled' });
  const painted = Boolean(color || variant);
  return {
    color: colors.color,
    background: painted ? colors.background : undefined,
    hover: painted ? colors.hover : undefined,
    hoverColor: painted ? colors.hoverColor : undefined,
    border: painted ? colors.border : undefined,
  };
}
