import { defineConfig } from 'vitest/config';

// The extra pass that needs a Redis (ADR 102): `REDIS_URL=redis://… npm run test:redis`. One
// file at a time: the files' nodes share the Redis streams, and each counts what it hears.
export default defineConfig({
  test: {
    name: 'redis',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./require-redis.ts', '../test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
