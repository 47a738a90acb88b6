import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appLinguiConfig } from '../../scripts/lingui/config.ts';

// The diner app's catalogs (docs/decisions/106-diner-app-on-lingui.md), configured as both apps' are.
export default appLinguiConfig(path.dirname(fileURLToPath(import.meta.url)), 'diner');
