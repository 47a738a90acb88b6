import { type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { formatTry } from '../../../packages/core/src/money/format-try.ts';
import { customerHeaders, placeApiOrder } from '../../web/e2e/support/bill-helpers.ts';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen, screenTab } from './support/screens.ts';

// Issue 16 §5, §7: the floor. A diner orders at Masa 6; the tile changes live; the open table
// shows the diner's waiter call, answered in place; the kitchen serves it (through the API: the
// board and kitchen specs walk that); the waiter takes the cash with a tip and sees the change
// due; once paid and served, clears the table for the next guests (ADR 054).

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const KITCHEN = { email: 'kitchen@ege.masa.app', password: 'staff1234' };
const TABLE = 'table-ege06';

async function signIn(page: Page, account: { email: string; password: string }) {
  await signInStaff(page, account);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

test('a table goes from ordered to paid live, and the waiter clears it for the next guests', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, OWNER);
  await openScreen(page, 'Masalar');
  const tile = page.getByRole('button', { name: /^Masa 6\b/ });
  await expect(tile).toBeVisible();

  const diner = await registerByApi(request, uniqueEmail('floor'), 'Masa Altı');
  const { order } = await placeApiOrder(request, diner, EGE, TABLE, 2);
  await expect(tile).toContainText('Sipariş verildi');
  await expect(tile).toContainText(/₺[\d.,]+/);
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-tables.png' });

  await tile.click();
  const panel = page.getByRole('region', { name: /^Masa 6 ·/ });
  await expect(panel).toContainText(`Sipariş #${order.orderNumber}`);
  await expect(panel.getByRole('button', { name: 'Masayı Boşalt' })).toBeDisabled();
  await expect(panel).toContainText('Masa, açık siparişler ödenip servis edilince boşaltılabilir.');
  await expect(panel).toContainText('Bu masadan bekleyen istek yok');

  // The diner calls the waiter from the phone: the open table shows it, answered in place.
  const called = await request.post(`/api/orders/${order.id}/waiter/call`, {
    headers: customerHeaders(diner),
    data: {},
  });
  expect(called.status()).toBe(201);
  const call = panel.getByRole('article', { name: 'Masa 6: garson çağrısı' });
  await call.getByRole('button', { name: 'Geliyorum' }).click();
  await expect(call).toContainText('Garson yolda');
  await call.getByRole('button', { name: 'Tamamlandı' }).click();
  await expect(call).toBeHidden();

  await moveOrder(
    request,
    await staffHeaders(request, OWNER),
    order.id,
    'received',
    'preparing',
    'ready',
    'delivered',
  );
  await expect(tile).toContainText('Servis edildi');
  await panel.getByRole('button', { name: 'Ödeme Al' }).click();
  const form = panel.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
  await expect(form).toContainText(`Ödenecek: ${formatTry(order.total)}`);
  await form.getByRole('radio', { name: 'Nakit' }).check();
  await form.getByLabel('Bahşiş (₺)').fill('20');
  await form.getByLabel('Alınan nakit (₺)').fill('10');
  await expect(form.getByRole('status')).toHaveText(
    `Eksik: ${formatTry(order.total + 2000 - 1000)}`,
  );
  await expect(form.getByRole('button', { name: /Ödemeyi Kaydet$/ })).toBeDisabled();
  await form.getByLabel('Alınan nakit (₺)').fill('1.000');
  await expect(form.getByRole('status')).toHaveText(
    `Para üstü: ${formatTry(100_000 - order.total - 2000)}`,
  );
  await page.screenshot({ path: 'docs/screenshots/staff-payment.png' });
  await form
    .getByRole('button', { name: `${formatTry(order.total + 2000)} Ödemeyi Kaydet` })
    .click();
  await expect(tile).toContainText('Ödendi');
  const paid = await request.get(`/api/orders/${order.id}?businessId=${EGE}`, {
    headers: customerHeaders(diner),
  });
  expect(((await paid.json()) as { data: { isPaid: boolean } }).data.isPaid).toBe(true);
  await expect(panel).toContainText('Açık sipariş yok');
  await panel.getByRole('button', { name: 'Masayı Boşalt' }).click();
  await expect(tile).toContainText('Boş');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tile).toBeVisible();
  expect(await findA11yViolations(page)).toEqual([]);
});

test('the kitchen has no tables screen', async ({ page }) => {
  await signIn(page, KITCHEN);
  await expect(screenTab(page, 'Masalar', { includeHidden: true })).toHaveCount(0);
});
