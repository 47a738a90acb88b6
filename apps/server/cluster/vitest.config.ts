import { defineConfig } from 'vitest/config';

// `npm run test:cluster`: three nodes behind nginx on Debian's PostgreSQL 15 (ADR 103); CI runs
// it in its own pass of .ci/run. Not part of `npm test`: it needs system packages.
export default defineConfig({
  test: {
    name: 'cluster',
    root: import.meta.dirname,
    include: ['**/*.cluster.ts'],
    environment: 'node',
    maxWorkers: 1,
    testTimeout: 600_000,
    hookTimeout: 300_000,
  },
});
