// Lingui (ADR 098): the server's catalogs and core's rule texts it says too (ADR 117), Turkish
// the source, English the second locale.
// `npm run i18n:check` compiles them with --strict: a message missing in either language fails
// `npm run typecheck`. The compiled .ts files it writes beside each catalog are not used
// (src/i18n/say.ts compiles the JSON itself) and are ignored by git.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-json';

export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  catalogs: [
    { path: '<rootDir>/locales/{locale}/errors', include: [] },
    { path: '<rootDir>/locales/{locale}/answers', include: [] },
    { path: '<rootDir>/locales/{locale}/emails', include: [] },
    { path: '<rootDir>/../../packages/core/locales/{locale}/rules', include: [] },
    { path: '<rootDir>/../../packages/core/locales/staff/{locale}/rules', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
  compileNamespace: 'es',
});
