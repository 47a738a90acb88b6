// A fixture of catalog-check.test.ts: the server's Lingui settings over the catalogs of the
// folder CATALOG_FIXTURE names (complete, missing-english).
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  catalogs: [
    { path: `<rootDir>/${process.env.CATALOG_FIXTURE}/locales/{locale}/errors`, include: [] },
  ],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'es',
});
