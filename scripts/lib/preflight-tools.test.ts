import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newestSource } from '#scripts/lib/preflight-tools.mjs';

/** A tree of files under a new folder, each changed at the second given. */
function treeOf(files: Record<string, number>) {
  const root = mkdtempSync(join(tmpdir(), 'sources-'));
  for (const [path, second] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, second, second);
  }
  return root;
}

describe('newestSource', () => {
  it('names the most recently changed source file', () => {
    const root = treeOf({ 'web/main.tsx': 100, 'worker/index.ts': 300, 'schema/cart.ts': 200 });

    expect(newestSource([join(root, 'web'), join(root, 'worker'), join(root, 'schema')])).toEqual({
      path: join(root, 'worker/index.ts'),
      time: 300_000,
    });
  });

  it("passes over what the build writes after dist/ (the Vite plugin's web/.wrangler/deploy/config.json), generated files and tests", () => {
    const root = treeOf({
      'web/main.tsx': 100,
      'web/.wrangler/deploy/config.json': 900,
      'web/routeTree.gen.ts': 900,
      'web/features/cart/Cart.test.tsx': 900,
      'worker/worker-configuration.d.ts': 900,
      'worker/.DS_Store': 900,
    });

    expect(newestSource([join(root, 'web'), join(root, 'worker')])).toEqual({ path: join(root, 'web/main.tsx'), time: 100_000 });
  });
});
