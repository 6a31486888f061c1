/**
 * Mantine's PostCSS preset: its breakpoint (`@mixin smaller-than $mantine-breakpoint-sm`) and direction
 * (`@mixin rtl`) mixins, nesting and rem()/em(). The breakpoint variables are Mantine's default theme's, which
 * web/app/theme.ts keeps, so CSS and components switch at the same widths.
 */
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
