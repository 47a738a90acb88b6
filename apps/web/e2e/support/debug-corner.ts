import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a screen's hidden debug view as a developer does: alt-click on the tiny top-right
 * corner (001 §2), until `opened` shows. The corner answers once the screen is settled; on a
 * loaded machine the first click can come before that, so the gesture is repeated while the
 * view is still closed (a second click on an open view would close it).
 */
export async function openDebugCorner(page: Page, opened: Locator) {
  await expect(async () => {
    if (await opened.isHidden()) {
      await page.keyboard.down('Alt');
      await page.mouse.click(385, 4);
      await page.keyboard.up('Alt');
    }
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
