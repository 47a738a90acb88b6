import { existsSync } from 'node:fs';
import { chromiumPath } from './env.ts';

/**
 * End-to-end tests never skip silently: without Chromium they fail loudly, saying how to
 * install it (CI's .ci/run installs it when missing).
 */
export default function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}. Install it with: apt-get install -y chromium ` +
        `(or set CHROMIUM_PATH).`,
    );
  }
}
