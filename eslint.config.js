import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('apps/web/src/features');

// A feature may import shared layers (components, lib, packages/shared) but never another
// feature: features are composed in app/ (STYLE "What the anchors avoid").
const featureBoundaries = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in app/.',
}));

// The shared layers sit below the features: components/member (what every screen shows of
// another member) and components/staff (what the admin's and the moderators' lists share) may
// use components/ui and lib; components/ui only lib. None knows a feature or a route, so a
// feature can use them without reaching into another feature.
const sharedLayerBoundaries = [
  {
    target: './apps/web/src/components/staff',
    from: [
      './apps/web/src/features',
      './apps/web/src/app',
      './apps/web/src/components/form',
      './apps/web/src/components/member',
    ],
    message: 'components/staff may use components/ui and lib only.',
  },
  {
    target: './apps/web/src/components/member',
    from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components/form'],
    message: 'components/member may use components/ui and lib only.',
  },
  {
    target: './apps/web/src/components/ui',
    from: [
      './apps/web/src/features',
      './apps/web/src/app',
      './apps/web/src/components/member',
      './apps/web/src/components/staff',
    ],
    message: 'components/ui may use lib only.',
  },
];

const serverModules = foldersIn('apps/server/src/modules');

// A server module is entered only through its index.ts (its public surface: the service and
// the few types and SQL parts others compose); its repositories and other files are its own,
// so no module builds or queries through another's repository (docs/architecture.md, "Modules").
const moduleBoundaries = serverModules.map((module) => ({
  target: `./apps/server/src/modules/${module}`,
  from: './apps/server/src/modules',
  except: [
    `./${module}`,
    ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
  ],
  message: 'Enter another module through its index.ts; its repositories and internals are its own.',
}));

// Layers below the modules never reach up into them: the seed, infra, errors and plugins.
const belowModules = {
  target: [
    './apps/server/src/db',
    './apps/server/src/infra',
    './apps/server/src/errors',
    './apps/server/src/plugins',
  ],
  from: './apps/server/src/modules',
  message:
    'db/, infra/, errors/ and plugins/ sit below the modules; move what both need to infra/.',
};

// Admin preview mode lives under the screens (issue 21): the API client, the socket and the
// query cache answer from the sample data, so a screen never asks whether it previews.
const previewBelowScreens = ['./apps/web/src/lib/admin-mode.ts', './apps/web/src/lib/preview'].map(
  (from) => ({
    target: './apps/web/src/features',
    from,
    message: 'Screens do not know admin preview mode: lib/preview answers under the API client.',
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // The registry these machines use lacks the non-Linux builds of the TypeScript resolver's
      // native core, so imports resolve with the Node resolver (relative paths are what the
      // cycle and feature-boundary rules need); TypeScript itself checks every import.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      'import/no-useless-path-segments': 'error',
      'import/no-duplicates': 'error',
      'import/first': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureBoundaries,
            ...sharedLayerBoundaries,
            ...previewBelowScreens,
            ...moduleBoundaries,
            belowModules,
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through the config module (apps/server/src/config.ts).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One way to write: every mutation through lib/app-mutation.ts (the preview-mode guard).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Use useAppMutation (lib/app-mutation.ts): it holds the preview-mode guard.',
            },
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '@vusal/shared/zod': it configures zod for the site's CSP.",
            },
          ],
          // One form kit: a feature keeps no fields/ folder of its own.
          patterns: [
            {
              group: ['**/fields/*', '**/fields/**'],
              message: 'Use the form fields of components/form (and components/ui).',
            },
          ],
        },
      ],
      // One way to call the API: lib/api-client.ts (one error mapping, the session cookie).
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through lib/api-client.ts.' },
        { name: 'XMLHttpRequest', message: 'Call the API through lib/api-client.ts.' },
      ],
    },
  },
  {
    files: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/app-mutation.ts',
      // Fetches pictures, not the API's JSON, to read whether their answer may be kept (054).
      'apps/web/src/lib/offline-chats.ts',
      'apps/web/**/*.test.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // Shared schemas run in the browser too: z comes from the module that configures it.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/zod.ts', 'packages/shared/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from '../zod' (packages/shared/src/zod.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests compose fixtures across modules (a chat test needs two matched members).
    files: ['apps/server/**/*.test.ts', 'apps/server/**/*.test-support.ts'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['apps/web/service-worker/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The offline page's script runs in the page, without the app (decision 054).
    files: ['apps/web/public/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Entry points, tooling and tests are where the environment is legitimately read.
    files: [
      'apps/server/src/config.ts',
      'apps/server/src/db/*-cli.ts',
      'apps/server/test/**',
      'apps/server/**/*.test.ts',
      'apps/web/vite.config.ts',
      'apps/server/drizzle.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      '*.config.{js,ts}',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
