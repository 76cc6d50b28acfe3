import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature may import shared layers (components, lib, packages/shared) but never another
// feature: features are composed in app/ (STYLE "What the anchors avoid").
const featureBoundaries = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'Features do not import each other; compose them in app/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-named-as-default-member': 'off',
      // Vite plugins' virtual modules (apps/web/messages-plugin.ts) exist only at build time.
      'import-x/no-unresolved': ['error', { ignore: ['^virtual:'] }],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
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
    rules: { ...reactHooks.configs.recommended.rules },
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
