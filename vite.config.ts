import { cloudflare } from '@cloudflare/vite-plugin';
import { tanstackRouter, type CodeSplittingOptions } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, minify, type Plugin, type PluginOption } from 'vite';
import { pageFiles } from './web/app/page-files.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** The routes whose component is part of the first load: the frame, and the home page every visit starts from. */
const FIRST_LOAD_ROUTES = new Set<string>(['__root__', '/']);

/** Pages a shopper reaches by a link from elsewhere (a receipt's email, an order, one gallery image), not by browsing. */
const ROUTES_REACHED_BY_LINK = new Set<string>(['/orders/$orderId', '/receipts/$token', '/gallery_/$id']);

/**
 * How the router plugin splits a route's file. Every other page's component is a chunk of its own, so a page's first
 * load carries its own code and not the other pages': the Worker links a rendered page's sheets into its head and
 * names its chunks to after-paint.js, which fetches them beside the entry (web/app/page-files.ts). The loaders of the
 * pages browsed to stay in the first load, so a tap on a link starts the page's data and code at once; a staff page's
 * loader, or one of a page reached by a link, travels with its component, so their query code is not in a shopper's
 * first load either.
 */
const splitBehavior: CodeSplittingOptions['splitBehavior'] = ({ routeId }) => {
  if (FIRST_LOAD_ROUTES.has(routeId)) return [];
  if (routeId.startsWith('/admin') || ROUTES_REACHED_BY_LINK.has(routeId)) {
    return [['loader', 'component'], ['errorComponent'], ['notFoundComponent']];
  }
  return undefined;
};

/**
 * The Worker renders pages through `virtual:web/page-renderer` (worker/pages/page-renderer.d.ts): this
 * is where that name leads, the web app's server entry. vitest.config.ts uses the same plugin.
 */
export function pageRenderer(): Plugin {
  return {
    name: 'page-renderer',
    resolveId: (id) => (id === 'virtual:web/page-renderer' ? here('./web/entry-server.tsx') : undefined),
  };
}

/**
 * Writes into index.html the styles Mantine's provider would write for the app's theme (web/app/theme-styles.ts),
 * at build time and under `vite dev`, before Vite minifies the page's inline CSS. Loaded when first used: vitest,
 * which reads this config, never loads Mantine for it.
 */
function themeStyles(): Plugin {
  return {
    name: 'theme-styles',
    transformIndexHtml: {
      order: 'pre',
      handler: async (page) => (await import('./web/app/theme-styles.ts')).withThemeStyles(page),
    },
  };
}

/**
 * web/public/after-paint.js, the one script every rendered page loads before the app (worker/routes/pages.ts), is
 * written to be read, comments and all; the build copies it minified, so a phone does not download the comments.
 */
function minifiedAfterPaint(): Plugin {
  return {
    name: 'minified-after-paint',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir = '' }) {
      const file = join(dir, 'after-paint.js');
      const { code, errors } = await minify(file, await readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`after-paint.js: ${errors.map((error) => error.message).join('; ')}`);
      await writeFile(file, code);
    },
  };
}

/**
 * The browser's i18next and react-i18next: the few hundred bytes of them the shop uses (ADR 010,
 * web/features/i18n/browser-runtime/). The Worker's page renderer keeps i18next itself.
 */
function browserI18n(): Plugin {
  const runtime: Record<string, string> = {
    i18next: here('./web/features/i18n/browser-runtime/i18next.ts'),
    'react-i18next': here('./web/features/i18n/browser-runtime/react-i18next.tsx'),
  };
  return {
    name: 'browser-i18n',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => runtime[id],
  };
}

/**
 * Vite builds and serves the Worker too (@cloudflare/vite-plugin): the Worker renders the React app's
 * pages, so both must see the same modules, CSS-module class names included. `vite build` writes the
 * browser's files to dist/client and the Worker to dist/gemstone_shop, with the wrangler config that
 * `wrangler dev` and `wrangler deploy` then use. Under `vite dev` the Worker runs in workerd on the same
 * local D1/R2 state as `npm start`, with hot module replacement for the React app; Vite's inline dev
 * scripts carry a nonce the Worker allows only there (DEV_SCRIPT_NONCE), so the dev page runs under the
 * shop's real Content-Security-Policy.
 */
function worker(command: 'serve' | 'build'): PluginOption[] {
  const nonce = randomBytes(16).toString('base64url');
  const devOnly = command === 'serve';
  return [
    cloudflare({
      configPath: here('./wrangler.jsonc'),
      persistState: { path: here('./.wrangler/state') },
      inspectorPort: false,
      ...(devOnly ? { config: { vars: { DEV_SCRIPT_NONCE: nonce } } } : {}),
    }),
    ...(devOnly ? [{ name: 'dev-script-nonce', config: () => ({ html: { cspNonce: nonce } }) }] : []),
  ];
}

export default defineConfig(({ command }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  resolve: {
    alias: {
      // The store under TanStack Router asks for the selector hook's shim for React 17 and older; the package's own
      // entry for React 18 and newer is the same hook over React's useSyncExternalStore, without the shim's copy of it.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior },
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/routeTree.gen.ts'),
    }),
    react(),
    browserI18n(),
    pageRenderer(),
    themeStyles(),
    minifiedAfterPaint(),
    pageFiles(),
    ...worker(command),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
  environments: {
    // The Worker's source map, which `wrangler deploy` uploads (upload_source_maps): its errors' stacks read as source.
    gemstone_shop: { build: { sourcemap: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page runs at start (React, the router, the page frame, the entry) in one file rather
            // than dozens of small ones: each request costs a phone a round trip. Pages, dialogs and the staff
            // area stay in chunks of their own, loaded when needed. What every Mantine component needs (its
            // provider, theme, Box and styles API) is one chunk too, loaded with the first of
            // them: left to themselves they were some twenty small chunks, each named in every lazy import's
            // list of files to preload beside it.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'] },
                {
                  name: 'mantine-core',
                  test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
                  // Not the hooks it uses: a page's chunk that needs one hook would otherwise load all of this.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
}));
