import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core itself, evaluated in the page: through the browser's DevTools, so the shop's Content-Security-Policy stands. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 at levels A and AA, and axe's best practices. */
const STANDARDS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What axe-core finds wrong on `page` as it stands, or only inside `within` (a CSS selector, such as an open
 * dialog's): a line a broken rule, with its first places; none when it finds nothing.
 */
export async function accessibilityProblems(page: Page, within?: string): Promise<string[]> {
  // A dialog fading in has not its colours yet: axe would measure them half way.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ standards, selector }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const context = selector ? { include: [selector] } : document;
      const { violations } = await axe.run(context, { runOnly: { type: 'tag', values: standards } });
      return violations.map(({ impact, id, help, nodes }) => {
        const places = nodes.slice(0, 3).map((node) => node.target.join(' '));
        return `${impact ?? ''} ${id} (${nodes.length}): ${help}: ${places.join(' | ')}`;
      });
    },
    { standards: STANDARDS, selector: within },
  );
}
