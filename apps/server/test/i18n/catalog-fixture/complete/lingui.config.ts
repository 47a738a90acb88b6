// A fixture of catalog-check.test.ts: the server's Lingui settings over a catalog of its own.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/errors', include: [] }],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'es',
});
