import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { catalogProblems } from './scripts/catalogs.ts';

const server = 'http://localhost:3000';

// The staff app lives under /staff (docs/decisions/014-staff-app.md); in development the API
// and socket are proxied to the Fastify server, which serves the built dist/ in production.
export default defineConfig({
  base: '/staff/',
  plugins: [
    react(),
    // The catalogs compile at build: the runtime carries no ICU parser (ADR 099).
    lingui({
      configPath: path.join(import.meta.dirname, 'lingui.config.ts'),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    checkCatalogs(),
    precompress(),
  ],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
      '/uploads': server,
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});

/** Fails the build on a key missing in either language (Lingui only checks the source's keys). */
function checkCatalogs(): Plugin {
  return {
    name: 'masa-check-catalogs',
    buildStart() {
      const problems = catalogProblems();
      if (problems.length > 0) this.error(`The catalogs are not sound:\n${problems.join('\n')}`);
    },
  };
}

/** Writes .br and .gz next to each built JS and CSS file, as apps/web does. */
function precompress(): Plugin {
  return {
    name: 'masa-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName) || !options.dir) continue;
        const file = path.join(options.dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}
