// @ts-check
/**
 * One linter over the whole tree (docs/decisions/004-eslint-and-prettier.md). Prettier owns the layout;
 * this file owns correctness, the React and TanStack Query rules, and the architecture's boundaries:
 * a feature is reached only through its index.ts, imports that climb use the #aliases, no cycles.
 */
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync('web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature reaches another only through that feature's public entry, web/features/<name>/index.ts. */
const featureBoundaries = FEATURES.map((feature) => ({
  target: `./web/features/${feature}`,
  from: './web/features',
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature only through its index.ts (or move the shared piece to web/lib or web/components).',
}));

const layerBoundaries = [
  {
    target: ['./web/routes', './web/app'],
    from: './web/features',
    except: FEATURES.map((feature) => `./${feature}/index.ts`),
    message: 'Routes and the app shell use a feature through its index.ts.',
  },
  { target: ['./web/lib', './web/components'], from: './web/features', message: 'Shared code must not depend on a feature.' },
  { target: './schema', from: ['./worker', './web', './seed'], message: 'schema/ is the bottom layer: it imports no app code.' },
  { target: './worker', from: './web', message: 'The Worker never imports the web app.' },
];

/**
 * An effect written `useEffect(() => call(), ...)` returns the call's value, and React calls what an effect returns
 * as its cleanup: Chromium's scrollIntoView returns a Promise, and the checkout's hold panel took the page down when
 * it went (e2e/checkout-hold.test.ts). An effect's arrow has a block body, or returns its cleanup arrow.
 */
const EFFECT_RETURNS_A_VALUE = {
  selector:
    "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression:first-child[body.type!='BlockStatement'][body.type!='ArrowFunctionExpression']",
  message: 'Give the effect a block body: what its arrow returns, React calls as its cleanup.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '.wrangler/**',
      '.e2e-state/**',
      'node_modules/**',
      'web/routeTree.gen.ts',
      'worker/worker-configuration.d.ts',
      'e2e/screenshots/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Without these import-x parses only .js files, and no-cycle silently sees no imports at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true, project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*'],
              message: 'Import from outside this folder with an alias (#schema/*, #seed/*, #worker/*, #web/*, #e2e/*, #testing/*).',
            },
          ],
        },
      ],
      // `typeof import('…')` stays allowed: vi.mock's importOriginal<typeof import('…')>() is Vitest's own idiom.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // `declare global { namespace Cloudflare { … } }` is how the Workers types are augmented.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // Inside a feature, a file in a subfolder (api/, test/) may reach its own feature's root.
    files: ['web/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: 'Leave the feature through an alias (#web/*), never by climbing.' }] },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': tanstackQuery },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...tanstackQuery.configs.recommended.rules,
      'no-restricted-syntax': ['error', EFFECT_RETURNS_A_VALUE],
    },
  },
  {
    // One API client (docs/design.md, "Calling the API"): apiOf(queryClient) answers the request's own, the
    // Worker in-process while it renders a page. A client made anywhere else would be the browser's there.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/api.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='hono/client'] > ImportSpecifier[imported.name='hc'][importKind!='type']",
          message: "Reach the API with apiOf(queryClient) (or useApi()) from '#web/lib/api.ts', never a client of your own.",
        },
        EFFECT_RETURNS_A_VALUE,
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'schema/**/*.ts', 'worker/**/*.ts'],
    // Tests may stub a feature's own modules where they are defined (vi.mock needs the real path).
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureBoundaries, ...layerBoundaries] }] },
  },
  prettier,
);
