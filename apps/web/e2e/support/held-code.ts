import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts whose address matches `scripts` until the returned release is called,
 * as on a slow line: the test sees the page as it is before that code has come (the drawn
 * first screen, ADR 062/087), whatever the machine's load, then lets it come.
 */
export async function holdAppCode(page: Page, scripts: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
