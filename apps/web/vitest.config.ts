import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';

// The diner app's unit tests (project `web` of the root vitest.config.ts): its texts are Lingui
// catalogs compiled by the plugin, as at build (docs/decisions/106-diner-app-on-lingui.md).
export default defineProject({
  plugins: [lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') })],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/texts-setup.ts'],
    // A component test's first render loads React, the texts and jsdom: slow on a busy box.
    testTimeout: 30_000,
  },
});
