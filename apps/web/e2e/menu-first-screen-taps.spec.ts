import { expect, test } from './fixtures.ts';
import { holdAppCode } from './support/held-code.ts';
import { BOGAZ } from './support/qr-video.ts';
import { ownTable } from './support/table-tokens.ts';
import { notice } from './support/texts.ts';

// A diner on a slow phone taps "Sepete Ekle" on the menu the server drew (ADR 062) before the
// app's code has started (issue 30's Fast 3G goal, ADR 087): the tap is answered at once and
// the app, when it takes over, adds the dish exactly once, or opens the sheet of a dish with a
// choice to make. Each test sits at a table of its own: the table's cart is shared (ADR 043).

const PHONE = { width: 360, height: 640 };

/**
 * The app's entry, held until the test has tapped: a fixed 4 s delay left the test's click
 * racing the app's start, and at load 27, on Preact, which starts sooner, the app won.
 */
const ENTRY = /\/customerapp\/assets\/index-[^/]+\.js$/;

test('a "Sepete Ekle" tapped before the app has started puts the dish in the cart once', async ({
  page,
  request,
}) => {
  const table = await ownTable(request, BOGAZ, 'Erken dokunuş');
  try {
    await page.setViewportSize(PHONE);
    const releaseApp = await holdAppCode(page, ENTRY);
    // Not waiting for the page's load event: that waits for the app's code.
    await page.goto(table.qrUrl, { waitUntil: 'commit' });
    const drawn = page.locator('#first-screen');
    await drawn.getByRole('button', { name: 'Kaşarlı Tost sepete ekle' }).click();
    // Answered at once, on the drawn menu: the app's code is still on its way.
    await expect(notice(page, 'Kaşarlı Tost sepete ekleniyor...')).toBeVisible();
    await expect(drawn).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Sepete git/ })).toHaveCount(0);
    // The app takes over and adds it: one toast, one unit in the cart.
    releaseApp();
    await expect(notice(page, 'Kaşarlı Tost sepete eklendi')).toBeVisible({ timeout: 30_000 });
    await expect(drawn).toHaveCount(0);
    const cart = page.getByRole('link', { name: /^Sepete git, 1 ürün/ });
    await expect(cart).toBeVisible();
    // Still one once the table's sitting and its shared cart have been read again.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Kaşarlı Tost sepete ekle' })).toBeVisible();
    await expect(cart).toBeVisible();
    await cart.click();
    const lines = page.getByRole('region', { name: 'Sepetteki ürünler' }).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Kaşarlı Tost' })).toHaveCount(1);
  } finally {
    await table.close();
  }
});

test('a dish with a choice tapped before the app has started opens its sheet, and adds nothing', async ({
  page,
  request,
}) => {
  const table = await ownTable(request, BOGAZ, 'Erken seçim');
  try {
    await page.setViewportSize(PHONE);
    const releaseApp = await holdAppCode(page, ENTRY);
    // Not waiting for the page's load event: that waits for the app's code.
    await page.goto(table.qrUrl, { waitUntil: 'commit' });
    const drawn = page.locator('#first-screen');
    await drawn.getByRole('button', { name: 'Menemen sepete ekle' }).click();
    await expect(notice(page, 'Menemen için seçenekler açılıyor...')).toBeVisible();
    await expect(drawn).toHaveCount(1);
    // Menemen asks about its onion: the app opens the sheet rather than choose for the diner.
    releaseApp();
    const sheet = page.getByRole('dialog', { name: 'Menemen' });
    await expect(sheet).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: /^Sepete git/ })).toHaveCount(0);
  } finally {
    await table.close();
  }
});
