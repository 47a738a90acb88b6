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

type Toasts = { texts: string[]; area: number };
type ToastWatch = { now: () => Toasts; most: Toasts; watching: boolean };

// In the page: the toasts on screen now and the part of the screen they cover (clipped by their
// stack), and while `watching`, the most of both seen on any frame.
test.beforeEach(({ page }) =>
  page.addInitScript(() => {
    const now = () => {
      const toasts = [...document.querySelectorAll('.toast')];
      const area = toasts.map((toast) => {
        const box = toast.getBoundingClientRect();
        const stack = toast.closest('.toast-stack')?.getBoundingClientRect() ?? box;
        const height = Math.max(
          0,
          Math.min(box.bottom, stack.bottom) - Math.max(box.top, stack.top),
        );
        return box.width * height;
      });
      const texts = toasts.map((toast) => toast.textContent ?? '');
      return { texts, area: area.reduce((sum, one) => sum + one, 0) };
    };
    const watch: ToastWatch = { now, most: { texts: [], area: 0 }, watching: false };
    const sample = () => {
      if (!watch.watching) return;
      const seen = now();
      if (seen.texts.length > watch.most.texts.length) watch.most.texts = seen.texts;
      watch.most.area = Math.max(watch.most.area, seen.area);
      requestAnimationFrame(sample);
    };
    Object.assign(window, {
      toastWatch: watch,
      watchToasts: () => {
        Object.assign(watch, { most: { texts: [], area: 0 }, watching: true });
        requestAnimationFrame(sample);
      },
    });
  }),
);

/** The page's window as the init script above leaves it. */
type Watched = { toastWatch: ToastWatch; watchToasts: () => void };

/** Waits until every toast on screen has gone by itself. */
const noToasts = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as Watched).toastWatch.now().texts), {
      timeout: 8_000,
    })
    .toEqual([]);

/**
 * The most toasts, and the most of the screen they covered, on any frame from now until the
 * toasts that came have gone by themselves (each closes after its few seconds).
 */
async function mostToasts(page: Page, after: () => Promise<void>): Promise<Toasts> {
  await page.evaluate(() => (window as unknown as Watched).watchToasts());
  await after();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Watched).toastWatch.most.texts.length))
    .toBeGreaterThan(0);
  await noToasts(page);
  return page.evaluate(() => {
    const watch = (window as unknown as Watched).toastWatch;
    watch.watching = false;
    return watch.most;
  });
}

test('an order, an edit save and a reconnect each say one toast, on a quarter of the screen at most', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const table = await ownTable(page.request, BOGAZ_ID, 'Tost');
  await page.clock.install();
  try {
    await openPrintedCode(page, BOGAZ_ID, table.id);
    await page.getByRole('button', { name: 'Ayran sepete ekle' }).click();
    await noToasts(page);
    await page.getByRole('link', { name: /^Sepete git/ }).click();
    const order = await mostToasts(page, async () => {
      await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
      await expect(page).toHaveURL(/\/customerapp\/?$/);
    });
    expect(order.texts).toHaveLength(1);
    expect(order.area).toBeLessThanOrEqual(QUARTER);

    await page.goto('/customerapp/orders');
    await connectionNoticesReady(page);
    await noToasts(page);
    await page.getByRole('link', { name: 'Düzenle' }).first().click();
    await page.getByRole('button', { name: 'Ayran adedini artır' }).click();
    const save = await mostToasts(page, async () => {
      await page.getByRole('button', { name: 'Değişiklikleri Kaydet' }).click();
      await expect(notice(page, 'Sipariş başarıyla güncellendi')).toBeVisible();
    });
    expect(save.texts).toHaveLength(1);
    expect(save.area).toBeLessThanOrEqual(QUARTER);

    await context.setOffline(true);
    await expect(notice(page, 'İnternet bağlantınız kesildi.')).toBeVisible();
    // Two seconds of outage on the browser's clock: the live connection's retries fall in it.
    await page.clock.fastForward(2_000);
    const reconnect = await mostToasts(page, () => context.setOffline(false));
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
