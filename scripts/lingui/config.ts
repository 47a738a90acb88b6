import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The Lingui config of an app's catalogs (ADR 099, ADR 106): Turkish is the source, one minimal
 * JSON file per locale and area under `src/locales` and core's rule texts, written by hand with explicit ids (no
 * macros, no extraction); the app's Vite plugin compiles them at build.
 */
export function appLinguiConfig(appDir: string, rules: 'diner' | 'staff') {
  const areas = readdirSync(path.join(appDir, 'src/locales/tr')).map((file) =>
    file.replace(/\.json$/, ''),
  );
  return defineConfig({
    sourceLocale: 'tr',
    locales: ['tr', 'en'],
    catalogs: [
      ...areas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
      // Core's rule texts, the apps' `rules` area (docs/decisions/117-core-rule-texts-by-id.md):
      // the diner's part, and for the staff app the back office's too.
      { path: '<rootDir>/../../packages/core/locales/{locale}/rules', include: [] },
      ...(rules === 'staff'
        ? [{ path: '<rootDir>/../../packages/core/locales/staff/{locale}/rules', include: [] }]
        : []),
    ],
    format: formatter({ style: 'minimal' }),
  });
}
