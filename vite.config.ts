import { cloudflare } from '@cloudflare/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * `npm run dev`: the Worker runs in workerd inside Vite (@cloudflare/vite-plugin), on the same local
 * D1/R2 state as `npm start`, with hot module replacement for the React app. Vite and the React
 * plugin inject small inline scripts in dev; they carry this nonce, which the Worker adds to its
 * Content-Security-Policy (DEV_SCRIPT_NONCE, set only here), so the dev page runs under the shop's
 * real policy. The production build (`vite build`) has neither.
 */
function devWorker(): PluginOption[] {
  const nonce = randomBytes(16).toString('base64url');
  return [
    cloudflare({
      configPath: here('./wrangler.jsonc'),
      persistState: { path: here('./.wrangler/state') },
      inspectorPort: false,
      config: { vars: { DEV_SCRIPT_NONCE: nonce } },
    }),
    { name: 'dev-script-nonce', config: () => ({ html: { cspNonce: nonce } }) },
  ];
}

export default defineConfig(({ command }) => ({
  root: here('./web'),
  publicDir: here('./web/public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('./web/routes'),
      generatedRouteTree: here('./web/routeTree.gen.ts'),
    }),
    react(),
    ...(command === 'serve' ? devWorker() : []),
  ],
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
}));
