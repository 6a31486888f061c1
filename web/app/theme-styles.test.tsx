import {
  createTheme,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  luminance,
  MantineProvider,
  mergeMantineTheme,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '#web/index.html?raw';
import { cssVariablesResolver, theme } from './theme.ts';
import { withThemeStyles } from './theme-styles.ts';
import { THEME_COLOR_NAMES } from '#web/components/plain/theme-colors.ts';

/** The sheet a page carries in its `<style data-theme>`. */
const themeSheetOf = (html: string) => /<style data-theme>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

/** Every `--name: value` of a block, quotes and spacing aside. */
function declarations(css: string): Map<string, string> {
  const pairs = [...css.matchAll(/(--[\w-]+)\s*:\s*([^;}]+)/g)];
  return new Map(pairs.map(([, name = '', value = '']) => [name, value.replace(/\s+/g, ' ').replaceAll('"', "'").trim()]));
}

/** The text of the first block whose selector starts with `selector`. */
function block(css: string, selector: string): string {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`no block ${selector}`);
  return css.slice(start, css.indexOf('}', start));
}

const squeeze = (css: string) => css.replace(/\s+/g, '');

/** What Mantine's own provider, as an app would use it, writes into the page for a theme in the light scheme. */
function providerStyles(themeOverride: MantineThemeOverride, resolver: CSSVariablesResolver): { variables: string; classes: string } {
  const html = renderToStaticMarkup(<MantineProvider theme={themeOverride} cssVariablesResolver={resolver} defaultColorScheme="light" />);
  const styleOf = (kind: string) => new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? '';
  return { variables: styleOf('true'), classes: styleOf('classes') };
}

describe("the theme's styles the build writes into index.html, which the light Mantine provider relies on", () => {
  const mantine = providerStyles(theme, cssVariablesResolver);
  const sheet = themeSheetOf(withThemeStyles(page));

  it('holds no copy of them in index.html itself, only the element they go into', () => {
    expect(page).toContain('<style data-theme></style>');
  });

  it("writes the theme's variables as Mantine's provider writes them", () => {
    expect(declarations(block(sheet, ':root{'))).toEqual(declarations(block(mantine.variables, ':root, :host{')));
  });

  it("writes the light scheme's variables, the dimmed grey included, and nothing of the dark scheme the shop never shows", () => {
    const light = declarations(block(sheet, ':root[data-mantine-color-scheme="light"]'));
    expect(light).toEqual(declarations(block(mantine.variables, ':root[data-mantine-color-scheme="light"]')));
    expect(light.get('--mantine-color-dimmed')).toBe('#5c636a');
    expect(mantine.variables).toContain('data-mantine-color-scheme="dark"');
    expect(sheet).not.toContain('dark"]');
  });

  it('writes the breakpoint classes behind visibleFrom and hiddenFrom', () => {
    expect(mantine.classes).not.toBe('');
    expect(squeeze(sheet)).toContain(squeeze(mantine.classes));
  });

  it('carries a change of the theme, its resolver or its breakpoints into the page', () => {
    const changed = {
      theme: createTheme({ ...theme, primaryColor: 'teal', breakpoints: { xs: '30em', sm: '40em', md: '60em', lg: '80em', xl: '90em' } }),
      cssVariablesResolver: () => ({ variables: {}, light: { '--mantine-color-dimmed': '#4a4f55' }, dark: {} }),
    };
    const changedSheet = themeSheetOf(withThemeStyles(page, changed));
    expect(declarations(changedSheet).get('--mantine-primary-color-filled')).toBe('var(--mantine-color-teal-filled)');
    expect(declarations(changedSheet).get('--mantine-color-dimmed')).toBe('#4a4f55');
    expect(squeeze(changedSheet)).toContain(squeeze(providerStyles(changed.theme, changed.cssVariablesResolver).classes));
    expect(changedSheet).toContain('@media (min-width: 40em) {.mantine-hidden-from-sm');
  });

  it('refuses a page that has lost the element they go into', () => {
    expect(() => withThemeStyles(page.replace('<style data-theme></style>', ''))).toThrow(/no empty <style data-theme>/);
  });
});

describe("the theme's colours as the page's variables give them", () => {
  const sheet = themeSheetOf(withThemeStyles(page));
  // Mantine's own values (its stylesheet), then the theme's and the light scheme's as the page writes them, which win.
  const mantine = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const variables = new Map([
    ...Object.entries(mantine.variables),
    ...Object.entries(mantine.light),
    ...declarations(block(sheet, ':root{')),
    ...declarations(block(sheet, ':root[data-mantine-color-scheme="light"]')),
  ]);
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return reference ? resolve(variables.get(reference) ?? '') : value;
  };
  const colorOf = (name: string) => resolve(variables.get(name) ?? `missing ${name}`);
  const contrast = (a: string, b: string) => {
    const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (lighter + 0.05) / (darker + 0.05);
  };
  const colors = THEME_COLOR_NAMES.filter((name) => name !== 'dark');

  it.each(colors)('%s: a light badge or button reads at 4.5:1 or more, hovered too (WCAG AA)', (name) => {
    const text = colorOf(`--mantine-color-${name}-light-color`);
    expect(contrast(text, colorOf(`--mantine-color-${name}-light`))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, colorOf(`--mantine-color-${name}-light-hover`))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colors)('%s: white on a filled badge or button, and an outline on the page, read at 4.5:1 or more (WCAG AA)', (name) => {
    const filled = colorOf(`--mantine-color-${name}-filled`);
    expect(contrast('#ffffff', filled)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colorOf(`--mantine-color-${name}-outline`), '#fbf9fd')).toBeGreaterThanOrEqual(4.5);
  });

  it("a field's error message, and the text in a field in error, read at 4.5:1 or more on a dialog and on the page", () => {
    const error = colorOf('--mantine-color-error');
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(error, '#fbf9fd')).toBeGreaterThanOrEqual(4.5);
  });
});
