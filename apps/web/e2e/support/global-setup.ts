import { existsSync } from 'node:fs';
import { chromiumPath } from './env.ts';
import { placeVatAddedOrder } from './vat-added-order.ts';

/**
 * End-to-end tests never skip silently: a CHROMIUM_PATH that names nothing fails loudly. Without
 * one, env.ts falls back from the machine's Chromium to the npm package's. Then, with the server
 * up and no spec running yet, the order with VAT added on top (support/vat-added-order.ts).
 */
export default async function globalSetup() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath} (CHROMIUM_PATH). Unset it to use the machine's ` +
        `Chromium or the one in @sparticuz/chromium (npm ci installs it).`,
    );
  }
  await placeVatAddedOrder();
}
