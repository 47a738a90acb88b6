import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { connectionNoticesReady } from './support/connection-notices.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { openPrintedCode, ownTable } from './support/table-tokens.ts';
import { notice } from './support/texts.ts';

// Issue 30: on a 360×640 phone the toasts were drawn under an open dialog's backdrop and piled
// up (two for an order, three for one edit save, four on a reconnect, half of the screen). One
// event says one toast, a stack covers at most a quarter of the screen, and a toast shows above
// any open sheet.

const PHONE = { width: 360, height: 640 };
const QUARTER = (PHONE.width * PHONE.height) / 4;
test.use({ viewport: PHONE });

/** The toasts on screen now, and the part of the screen they cover (clipped by their stack). */
const toastsOnScreen = (page: Page) =>
  page.evaluate(() => {
    const toasts = [...document.querySelectorAll('.toast')];
    const area = toasts.map((toast) => {
      const box = toast.getBoundingClientRect();
      const stack = toast.closest('.toast-stack')?.getBoundingClientRect() ?? box;
      const height = Math.max(0, Math.min(box.bottom, stack.bottom) - Math.max(box.top, stack.top));
      return box.width * height;
    });
    const texts = toasts.map((toast) => toast.textContent ?? '');
    return { texts, area: area.reduce((sum, one) => sum + one, 0) };
  });

/** Waits until every toast on screen has gone by itself. */
const noToasts = (page: Page) =>
  expect.poll(async () => (await toastsOnScreen(page)).texts, { timeout: 8_000 }).toEqual([]);

/** The most toasts, and the most of the screen they covered, while `ms` pass. */
async function mostToasts(page: Page, ms: number) {
  const most = { texts: [] as string[], area: 0 };
  for (const end = Date.now() + ms; Date.now() < end;) {
    const now = await toastsOnScreen(page);
    if (now.texts.length > most.texts.length) most.texts = now.texts;
    most.area = Math.max(most.area, now.area);
    await page.waitForTimeout(150);
  }
  return most;
}

test('an order, an edit save and a reconnect each say one toast, on a quarter of the screen at most', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(page.request, BOGAZ_ID, 'Tost');
  try {
    await openPrintedCode(page, BOGAZ_ID, table.id);
    await page.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await noToasts(page);
    await page.getByRole('link', { name: /^Sepete git/ }).click();
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    const order = await mostToasts(page, 4_000);
    expect(order.texts).toHaveLength(1);
    expect(order.area).toBeLessThanOrEqual(QUARTER);

    await page.goto('/customerapp/orders');
    await connectionNoticesReady(page);
    await noToasts(page);
    await page.getByRole('link', { name: 'Düzenle' }).first().click();
    await page.getByRole('button', { name: 'Ayran adedini artır' }).click();
    await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
    await expect(notice(page, 'Sipariş başarıyla güncellendi')).toBeVisible();
    const save = await mostToasts(page, 3_000);
    expect(save.texts).toHaveLength(1);
    expect(save.area).toBeLessThanOrEqual(QUARTER);
    await noToasts(page);

    await context.setOffline(true);
    await expect(notice(page, 'İnternet bağlantınız kesildi.')).toBeVisible();
    await page.waitForTimeout(2_000);
    await context.setOffline(false);
    const reconnect = await mostToasts(page, 8_000);
    expect(reconnect.texts).toHaveLength(1);
    expect(reconnect.area).toBeLessThanOrEqual(QUARTER);
  } finally {
    await table.close();
  }
});

test('a toast shows above an open dialog and its backdrop, and can be closed there', async ({
  page,
  context,
  request,
}) => {
  const { session } = await dinerWithOrder(request, 'table-bogaz09');
  await openAsDiner(page, session, 'table-bogaz09', '/orders');
  await connectionNoticesReady(page);
  await page.getByRole('button', { name: 'Hesap İste' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
  await expect(dialog).toBeVisible();

  await context.setOffline(true);
  const offline = notice(page, 'İnternet bağlantınız kesildi.');
  await expect(offline).toBeVisible();
  const onTop = await offline.evaluate((toast) => {
    const box = toast.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && toast.contains(hit);
  });
  expect(onTop).toBe(true);
  await offline.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(offline).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await context.setOffline(false);
});
