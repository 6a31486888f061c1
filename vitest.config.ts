import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { pageRenderer } from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * A test's time limit only catches a hang: speed is the benchmark's business (npm run bench). `npm test` runs these
 * layers beside the e2e tests on 2 cores (scripts/test.mjs), where a file's first page render (the React app loaded
 * into workerd) took 20 s under that load against 12 s alone: the guard is far above what any test needs.
 */
const HANG_GUARD_MS = 60_000;

/**
 * Each name the developer's .dev.vars sets, blank (as unset, to the Worker). Wrangler reads .dev.vars into the tests'
 * bindings as it does for `npm start`, which writes one with mail and simulated payments on: the tests would run
 * against the developer's own settings and fail where CI, which has no .dev.vars, passes. The tests' own values
 * below still win.
 */
function devVarsShadowed(): Record<string, string> {
  const file = here('./.dev.vars');
  if (!existsSync(file)) return {};
  const names = readFileSync(file, 'utf8').matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/gm);
  return Object.fromEntries([...names].map(([, name]) => [name, '']));
}

export default defineConfig({
  test: {
    // Vitest's default, one file per core but one, runs a single file at a time on 2 cores, while the Worker tests'
    // own work happens in workerd's process and the thread mostly waits: one file per core measured 411 -> 318 s for
    // the worker, web and scripts tests here. The e2e tests stay one file at a time (below).
    maxWorkers: availableParallelism(),
    projects: [
      {
        // The Worker renders the React app's pages: it needs the web app's transforms too.
        plugins: [
          react(),
          pageRenderer(),
          cloudflareTest(async () => ({
            wrangler: { configPath: here('./wrangler.jsonc') },
            miniflare: {
              bindings: {
                ...devVarsShadowed(),
                TEST_MIGRATIONS: await readD1Migrations(here('./schema/migrations')),
                // Nothing listens here: every upstream call fails fast and the fallback is used.
                RATES_URL: 'http://127.0.0.1:9/latest/USD',
                ADMIN_USERNAME: 'admin',
                // PBKDF2-SHA256 of 'correct horse battery staple' , salt 'saltsaltsaltsalt'.
                ADMIN_PASSWORD_HASH: 'pbkdf2-sha256$100000$c2FsdHNhbHRzYWx0c2FsdA==$7LkJsCQKhudNxjsfsDW3b9fg4KgG0id+1a77dC0Yp9A=',
                UPLOAD_SIGNING_SECRET: 'test-upload-signing-secret',
                // Not the tests' request origin (http://shop.test): absolute links must name this one.
                PUBLIC_ORIGIN: 'https://gems.example',
                // Payments are simulated unless a test sets a real provider's secrets (worker/test/payment-providers.ts).
                PAYMENTS_MODE: 'demo',
                // worker/fuzz: a fixed seed and a small budget unless the run asks for another (README, Tests).
                FUZZ_SEED: process.env.FUZZ_SEED ?? '',
                FUZZ_RUNS: process.env.FUZZ_RUNS ?? '',
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          testTimeout: HANG_GUARD_MS,
          // The Worker imports the React app (its page renderer): bundled once, its libraries load as a few
          // modules into each test file's Worker instead of hundreds of files one by one (recharts alone is 259, drizzle
          // 111: 1,137 modules per file before, 493 now). Every hono and drizzle entry the code imports is listed: one
          // left out would load a second, unbundled copy of the library (another HTTPException class) beside this one.
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  '@mantine/core',
                  '@mantine/hooks',
                  '@mantine/notifications',
                  '@mantine/charts',
                  '@mantine/dropzone',
                  '@mantine/form',
                  'recharts',
                  '@uppy/core',
                  '@uppy/xhr-upload',
                  'drizzle-orm',
                  'drizzle-orm/d1',
                  'drizzle-orm/sqlite-core',
                  'hono',
                  'hono/body-limit',
                  'hono/cache',
                  'hono/client',
                  'hono/combine',
                  'hono/cookie',
                  'hono/factory',
                  'hono/html',
                  'hono/http-exception',
                  'hono/language',
                  'hono/route',
                  'hono/secure-headers',
                  'hono/utils/cookie',
                  '@hono/valibot-validator',
                  '@tabler/icons-react',
                  '@tanstack/react-router',
                  '@tanstack/react-query',
                  'react',
                  'react-dom',
                  'react-dom/server',
                  'react-i18next',
                  'i18next',
                ],
              },
            },
          },
          include: ['worker/**/*.test.ts', 'schema/**/*.test.ts', 'seed/**/*.test.ts'],
          setupFiles: ['./worker/test/apply-migrations.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          testTimeout: HANG_GUARD_MS,
          environment: 'happy-dom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['./web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'docs/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: HANG_GUARD_MS,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          // Two files at a time, each worker against a server of its own (e2e/global-setup.ts): a browser test mostly
          // waits on the page (one file at a time kept the 2 cores half idle, 585 s for the e2e run).
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
