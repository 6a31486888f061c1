/**
 * The styles Mantine's provider would write into the page for the app's theme, which the light provider
 * (mantine-provider.tsx) leaves out of the first load: vite.config.ts writes them into index.html at build
 * time and under `vite dev`. Nothing here runs in the browser.
 */
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cssVariablesResolver, theme } from './theme.ts';

export type ThemeSource = { theme: MantineThemeOverride; cssVariablesResolver: CSSVariablesResolver };

const APP_THEME: ThemeSource = { theme, cssVariablesResolver };

/** index.html's element the styles go into: after Mantine's stylesheet, where the provider's own tags were. */
const THEME_STYLE = '<style data-theme></style>';

/** The provider's rule for the dark scheme, which the shop never shows. */
const DARK_SCHEME_RULE = /[^{}]*\[data-mantine-color-scheme="dark"\][^{}]*\{[^}]*\}/g;

/**
 * What `MantineProvider` itself renders for `source` in the light scheme, with the light provider's `:root`
 * selector: its CSS variables (the theme's and the light scheme's) and the breakpoint classes behind
 * visibleFrom/hiddenFrom, as one sheet.
 */
export function themeStyles(source: ThemeSource = APP_THEME): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { ...source, defaultColorScheme: 'light', cssVariablesSelector: ':root' }),
  );
  const sheets = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map(([, css]) => css);
  return sheets.join('\n').replace(DARK_SCHEME_RULE, '').trim();
}

/** `page` (index.html) with the theme's styles in its `<style data-theme>`; a page without one is a mistake. */
export function withThemeStyles(page: string, source: ThemeSource = APP_THEME): string {
  if (!page.includes(THEME_STYLE)) throw new Error(`index.html has no empty ${THEME_STYLE} for the theme's styles`);
  return page.replace(THEME_STYLE, () => `<style data-theme>${themeStyles(source)}</style>`);
}
