import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import page from '#web/index.html?raw';
import { cssVariablesResolver, theme } from './theme.ts';

/** The theme's sheet the page carries in its <body> (index.html). */
const themeCss = /<style data-theme>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';

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

const squeeze = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '');

/** What Mantine's own provider writes into the page for our theme, in the light scheme. */
function providerStyles(): { variables: string; classes: string } {
  const html = renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" />,
  );
  const styleOf = (kind: string) => new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`).exec(html)?.[1] ?? '';
  return { variables: styleOf('true'), classes: styleOf('classes') };
}

describe("the theme's sheet in index.html, which the light Mantine provider relies on", () => {
  const mantine = providerStyles();

  it("holds the theme's variables as Mantine's provider writes them", () => {
    expect(declarations(block(themeCss, ':root {'))).toEqual(declarations(block(mantine.variables, ':root, :host{')));
  });

  it("holds the light scheme's variables, the dimmed grey included", () => {
    const light = declarations(block(themeCss, ":root[data-mantine-color-scheme='light']"));
    expect(light).toEqual(declarations(block(mantine.variables, ':root[data-mantine-color-scheme="light"]')));
    expect(light.get('--mantine-color-dimmed')).toBe('#5c636a');
  });

  it('holds the breakpoint classes behind visibleFrom and hiddenFrom', () => {
    expect(mantine.classes).not.toBe('');
    expect(squeeze(themeCss)).toContain(squeeze(mantine.classes));
  });
});
