import { existsSync } from 'node:fs';
import { chromiumPath } from './env.ts';

/**
 * End-to-end tests never skip silently: a CHROMIUM_PATH that names nothing fails loudly. Without
 * one, env.ts falls back from the machine's Chromium to the npm package's.
 */
export default function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath} (CHROMIUM_PATH). Unset it to use the machine's ` +
        `Chromium or the one in @sparticuz/chromium (npm ci installs it).`,
    );
  }
}
