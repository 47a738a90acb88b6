import type { Page, Response } from '@playwright/test';

/**
 * Resolves once the app listens for connection changes: their code arrives a moment after the
 * first screen (app/layouts/use-connection-notices.ts). Call once the page has loaded.
 */
export function connectionNoticesReady(page: Page): Promise<Response> {
  return page.waitForResponse(/connection-notices-listener-[\w-]+\.js$/);
}
