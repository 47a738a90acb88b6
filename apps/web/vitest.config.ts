import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './react-on-preact.ts';

// The diner app's unit tests (project `web` of the root vitest.config.ts): its texts are Lingui
// catalogs compiled by the plugin, as at build (docs/decisions/106-diner-app-on-lingui.md).
export default defineProject({
  plugins: [lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') })],
  // The screens run on Preact, as built (ADR 116); Testing Library's React renderer is
  // answered by its Preact one, with the same render, screen and act.
  resolve: {
    alias: [
      ...reactOnPreact,
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
    ],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/texts-setup.ts', './src/testing/effects-settle.ts'],
    // A component test's first render loads React, the texts and jsdom: slow on a busy box.
    testTimeout: 30_000,
    // Bundled by Vitest rather than loaded by Node, so their own imports of React reach Preact
    // through the aliases too.
    server: {
      deps: {
        inline: ['@tanstack/react-query', 'react-router', 'react-hook-form'],
      },
    },
  },
});
