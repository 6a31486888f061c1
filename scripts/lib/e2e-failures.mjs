import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where each failing e2e test leaves a screenshot of every page it had open and a Playwright trace of each
 * browser context (e2e/lib/browser.ts); git-ignored with the rest of e2e/screenshots/.
 */
export const E2E_FAILURES_DIR = 'e2e/screenshots/failures';

/** Empties the folder, so what it holds after a run is that run's failures only (e2e/global-setup.ts). */
export const forgetE2eFailures = () => rmSync(E2E_FAILURES_DIR, { recursive: true, force: true });

/** The files the last e2e run left, or the lines saying where they are and how to open them; '' when none failed. */
export function describeE2eFailures() {
  const files = existsSync(E2E_FAILURES_DIR) ? readdirSync(E2E_FAILURES_DIR).sort() : [];
  if (files.length === 0) return '';
  return [
    `The failing e2e tests left a screenshot and a Playwright trace each in ${E2E_FAILURES_DIR}/:`,
    ...files.map((file) => `  ${join(E2E_FAILURES_DIR, file)}`),
    'Open a trace with: npx playwright-core show-trace <file>.trace.zip',
  ].join('\n');
}
