import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  catalogProblems as problemsUnder,
  messageValuesSource as valuesSourceUnder,
} from '../../staff/scripts/catalogs.ts';

/**
 * The diner app's catalogs, checked and typed by the staff app's rules (ADR 099, ADR 106): the
 * build fails on a key missing in either language, a message that is not ICU, or a placeholder
 * one language names and the other does not; `npm run i18n:types -w @masa/web` writes
 * src/i18n/message-values.ts, the values each Turkish message takes.
 */
export const LOCALES_DIR = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/locales',
);
export const MESSAGE_VALUES_FILE = path.join(LOCALES_DIR, '../i18n/message-values.ts');

export const catalogProblems = (dir = LOCALES_DIR): string[] => problemsUnder(dir);

/** src/i18n/message-values.ts as it should read for the Turkish catalogs under `dir`. */
export async function messageValuesSource(dir = LOCALES_DIR): Promise<string> {
  const source = await valuesSourceUnder(dir);
  return source.replace('-w @masa/staff', '-w @masa/web');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(MESSAGE_VALUES_FILE, await messageValuesSource());
  console.log(`wrote ${path.relative(process.cwd(), MESSAGE_VALUES_FILE)}`);
}
