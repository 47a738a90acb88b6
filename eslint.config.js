// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**', 'test-results/**'] },
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
    // The apps share code through packages only (issue 16): never another app's files.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/staff/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/src/**', '**/apps/server/**', '**/staff/src/**', '**/web/src/**'] },
      ],
    },
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
  prettier,
);
