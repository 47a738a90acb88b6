import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appLinguiConfig } from '../../scripts/lingui/config.ts';

// The staff app's catalogs (docs/decisions/099-staff-app-on-lingui.md), configured as both apps' are.
export default appLinguiConfig(path.dirname(fileURLToPath(import.meta.url)), 'staff');
