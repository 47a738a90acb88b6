// npm run build:server: the server compiled to JavaScript in apps/server/dist
// (docs/decisions/017-production-build.md).
//
// One ESM bundle per entry, with our own TypeScript (src/ and @masa/core) inside and every npm
// package left to node_modules, where `npm ci --omit=dev` puts it. The build fails when the
// bundle imports a package that apps/server/package.json does not list in `dependencies`: such a
// package would be missing on a production install.
//
// `--outdir DIR` writes elsewhere (the test of the built server uses a folder of its own inside
// dist/, so it never races a build of dist/ itself). Files are overwritten, never deleted first.
import { readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const serverDir = import.meta.dirname;
const { values: args } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(args.outdir ?? path.join(serverDir, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare imports stay imports, except our workspace packages, which are TypeScript: bundled. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@masa/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  entryPoints: {
    server: path.join(serverDir, 'src/server.ts'),
    'qr-sheet': path.join(serverDir, 'src/scripts/qr-sheet.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Readable stack traces without a source map; the map is written beside for debugging.
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});

const builtins = new Set(builtinModules);
const undeclared = new Set<string>();
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external) continue;
    const name = packageName(specifier.replace(/^node:/, ''));
    if (specifier.startsWith('node:') || builtins.has(name)) continue;
    if (!(name in manifest.dependencies)) undeclared.add(name);
  }
}
if (undeclared.size > 0) {
  console.error(
    `build:server: the server imports ${[...undeclared].join(', ')}, missing from "dependencies" in apps/server/package.json (a production install would not have it)`,
  );
  process.exit(1);
}
for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
  if (!file.endsWith('.js')) continue;
  asciiOnly(path.resolve(file));
  console.log(`${path.relative(process.cwd(), file)}  ${(bytes / 1024).toFixed(0)} KiB`);
}

/**
 * V8 keeps a module's source in memory for its whole life, one byte a character only while
 * every character is Latin-1: one `ş` in a comment doubled the server's 1.4 MB to 2.7 MB of heap
 * (ADR 112). esbuild escapes strings already (charset ascii); what it leaves is comments and
 * regular expression literals, where `\uXXXX` means the same character. No character of the
 * bundle is outside the BMP (`\u` takes four digits), checked here.
 */
function asciiOnly(file: string) {
  const source = readFileSync(file, 'utf8');
  if (/[\u{10000}-\u{10FFFF}]/u.test(source)) {
    console.error(
      `build:server: ${file} holds a character outside the BMP; escape it in the source`,
    );
    process.exit(1);
  }
  const ascii = source.replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== source) writeFileSync(file, ascii);
}
