import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  checkCatalogs,
  devServer,
  linguiOptions,
  precompress,
} from '../../scripts/vite/app-build.ts';
import { catalogProblems } from './scripts/catalogs.ts';

// The staff app lives under /staff (docs/decisions/014-staff-app.md); in development the API
// and socket are proxied to the Fastify server, which serves the built dist/ in production.
export default defineConfig({
  base: '/staff/',
  plugins: [
    react(),
    // The catalogs compile at build: the runtime carries no ICU parser (ADR 099).
    lingui(linguiOptions(import.meta.dirname)),
    checkCatalogs(catalogProblems),
    precompress(),
  ],
  server: devServer(5174),
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
