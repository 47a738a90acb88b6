import { defineConfig } from 'vitest/config';

// Two cores on CI: a few workers, not one per file.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // Linting and reading the whole tree: seconds on a busy two-core box.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // The property tests run hundreds of cases: 3.6 s idle, 6.3 s at load 6.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The diner app's own file: its catalogs compile as in its build (ADR 106).
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'staff',
          root: './apps/staff',
          include: ['src/**/*.test.{ts,tsx}'],
          // Logic tests run in node; a component test (*.test.tsx) says `@vitest-environment
          // jsdom` on its first line (ADR 108).
          environment: 'node',
          // A component test's first render compiles the catalog: slow on a busy two-core box.
          testTimeout: 30_000,
        },
        // The app's own Vite plugins: the language provider loads its catalogs as the build
        // does (ADR 099).
        extends: './apps/staff/vite.config.ts',
      },
    ],
  },
});
