import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/**
 * What the two apps' vite.config.ts build alike: the development server in front of the API,
 * the Lingui plugin's options, the catalogs' check and the precompressed files. Typed by shape,
 * not by importing vite: each app has its own vite in its node_modules, none at the root.
 */

const API = 'http://localhost:3000';

/** The development server on `port`, with the API, the socket and uploads proxied to Fastify. */
export function devServer(port: number) {
  return {
    port,
    strictPort: true,
    proxy: {
      '/api': API,
      '/socket.io': { target: API, ws: true },
      '/uploads': API,
    },
  };
}

/** The catalogs compile at build, so the runtime carries no ICU parser (ADR 099, ADR 106). */
export function linguiOptions(appDir: string) {
  return {
    configPath: path.join(appDir, 'lingui.config.ts'),
    failOnMissing: true,
    failOnCompileError: true,
  };
}

/** Fails the build on a key missing in either language (Lingui only checks the source's keys). */
export function checkCatalogs(catalogProblems: () => string[]) {
  return {
    name: 'masa-check-catalogs',
    buildStart(this: { error: (message: string) => never }) {
      const problems = catalogProblems();
      if (problems.length > 0) this.error(`The catalogs are not sound:\n${problems.join('\n')}`);
    },
  };
}

/**
 * Writes .br and .gz next to each built JS and CSS file; the server sends them to browsers
 * that accept them (@fastify/static preCompressed), so a phone downloads about a third of the
 * bytes without the server compressing on every request.
 */
export function precompress() {
  return {
    name: 'masa-precompress',
    apply: 'build' as const,
    writeBundle(options: { dir?: string | undefined }, bundle: Record<string, unknown>) {
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
