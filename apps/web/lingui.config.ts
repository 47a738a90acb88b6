import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

const here = path.dirname(fileURLToPath(import.meta.url));
const areas = readdirSync(path.join(here, 'src/locales/tr')).map((file) =>
  file.replace(/\.json$/, ''),
);

/**
 * The diner app's catalogs (docs/decisions/106-diner-app-on-lingui.md): Turkish is the source,
 * one minimal JSON file per locale and area, written by hand with explicit ids (no macros, no
 * extraction). The Vite plugin compiles them at build; the app loads one area's file when code that reads it runs.
 */
export default defineConfig({
  sourceLocale: 'tr',
  locales: ['tr', 'en'],
  catalogs: areas.map((area) => ({ path: `<rootDir>/src/locales/{locale}/${area}`, include: [] })),
  format: formatter({ style: 'minimal' }),
});
