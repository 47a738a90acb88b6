import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reliability',
    root: import.meta.dirname,
    include: ['**/*.reliability.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    maxWorkers: 1,
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
