import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { GalleryStats } from '#schema/gallery-api.ts';
import type { SearchResults } from '#schema/search-api.ts';
import { apiGet } from './lib/api.ts';
import { chromiumForFile, newVisitor, visit } from './lib/browser.ts';

const browser = chromiumForFile();

/**
 * Picks `value` in the select labelled `label` the moment html[data-hydrated] appears (web/lib/first-tap.ts), as
 * Playwright's selectOption does (the option chosen, then `input` and `change`), but from inside the page: a round
 * trip from the test would give the page time to finish hydrating first.
 */
async function pickAtTheMark(page: Page, label: string, value: string) {
  await page.addInitScript(
    ({ label, value }) => {
      const pick = () => {
        const select = Array.from(document.querySelectorAll('label')).find((each) => each.textContent.trim().startsWith(label))?.control;
        if (!(select instanceof HTMLSelectElement)) throw new Error(`no select labelled ${label}`);
        select.value = value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute('data-hydrated')) return;
        observer.disconnect();
        pick();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
    },
    { label, value },
  );
}

describe('a pick made the moment the page says it answers (html[data-hydrated])', () => {
  it("the gallery's category narrows the grid and its counts", async () => {
    const rare = await apiGet<GalleryStats>('/api/uploaded-images/stats?category=rare');
    const { context, page } = await newVisitor(browser());
    await pickAtTheMark(page, 'Category', 'rare');
    await visit(page, '/gallery');

    await page.waitForURL(/[?&]category=rare/, { waitUntil: 'commit' });
    await page.getByRole('radiogroup', { name: 'Show' }).getByText(`All gemstones (${rare.total})`).waitFor();
    await context.close();
  });

  it("the search page's treatment filter changes the address and the results", async () => {
    const untreated = await apiGet<SearchResults>('/api/search?treatment=none');
    const { context, page } = await newVisitor(browser());
    await pickAtTheMark(page, 'Treatment', 'none');
    await visit(page, '/search?treatment=heated');

    await page.waitForURL((url) => url.searchParams.get('treatment') === 'none', { waitUntil: 'commit' });
    await page.getByTestId('search-count').getByText(`${untreated.total} stones`).waitFor();
    await context.close();
  });
});
