// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { domainLayers } from './scripts/eslint/domain-layers.js';
import { oneWayImports } from './scripts/eslint/one-way-imports.js';

/** The repository's own rules (scripts/eslint/). */
const masa = { rules: { 'one-way-imports': oneWayImports, 'domain-layers': domainLayers } };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'apps/server/**/locales/*/*.mjs',
      'packages/core/locales/**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'apps/server/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.ts',
      '*.ts',
      '*.js',
      'apps/web/e2e/**/*.ts',
      'apps/staff/e2e/**/*.ts',
      'apps/*/vite.config.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/staff/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The apps share code through packages only (issue 16): never another app's files. Before
    // the diner's block below, which repeats these patterns with its own: the later of two
    // settings of one rule replaces the earlier.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/staff/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/src/**', '**/apps/server/**', '**/staff/src/**', '**/web/src/**'] },
      ],
    },
  },
  {
    // The diner's texts are read through i18n/texts.ts, which loads one language's catalogs
    // (ADR 106); a catalog is imported for its type only (i18n/message-ids.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/i18n/**', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/src/**', '**/apps/server/**', '**/staff/src/**', '**/web/src/**'],
            },
            { group: ['**/locales/**/*.json'], allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    // Imports flow one way in each app: shared code → features → app/; features never import
    // each other (docs/architecture.md).
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/staff/src/**/*.{ts,tsx}'],
    plugins: { masa },
    rules: { 'masa/one-way-imports': 'error' },
  },
  {
    // core is shared by browser and server: no platform imports (docs/architecture.md).
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'fastify', 'pg', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // Closed server layers (ADR 107): a route parses, checks and calls the domain; queries and
    // the tables they read live in domain/<area>/. Tests may seed through the schema.
    files: ['apps/server/src/routes/**/*.ts'],
    ignores: ['apps/server/src/routes/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**', '**/db/schema.ts'],
              message: 'Routes call domain/<area>/ functions; queries live there (ADR 107).',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes call domain/<area>/ functions; queries live there (ADR 107).',
            },
          ],
        },
      ],
      // A write that needs a transaction is one domain function that opens it (ADR 107).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Routes open no transaction: call one domain function that owns it (ADR 107).',
        },
      ],
    },
  },
  {
    // The order path's domain areas stand in layers, imported downward only (ADR 107).
    files: ['apps/server/src/domain/**/*.ts'],
    plugins: { masa },
    rules: { 'masa/domain-layers': 'error' },
  },
  {
    // No import cycles (issue 36 §6): a module that needs another's piece and is needed back
    // moves the shared piece down. `import type` is erased and does not count.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  prettier,
);
