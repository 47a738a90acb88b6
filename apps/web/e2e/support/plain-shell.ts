import type { Page } from '@playwright/test';

/**
 * The menu's and a table link's pages come as the plain app shell, without the first screen the
 * server draws into them (ADR 062), as the service worker's kept shell serves them: the app
 * then asks the API for the business, the menu and the table itself, and its failures show.
 */
export async function plainShell(page: Page) {
  await page.route(/\/customerapp\/(menu|table)\//, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const shell = await route.fetch({ url: new URL('/customerapp/', route.request().url()).href });
    await route.fulfill({ response: shell });
  });
}
