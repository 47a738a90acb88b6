import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appCatalogs } from '../../../scripts/lingui/catalogs.ts';

// The staff app's catalogs, checked and typed by the rules both apps share (scripts/lingui/):
// `npm run i18n:types -w @masa/staff` writes src/i18n/message-values.ts.
const catalogs = appCatalogs(path.join(import.meta.dirname, '..'), '@masa/staff', 'staff');
export const { MESSAGE_VALUES_FILE, catalogProblems, messageValuesSource } = catalogs;

if (process.argv[1] === fileURLToPath(import.meta.url)) await catalogs.writeMessageValues();
