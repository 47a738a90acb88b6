import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { recordFullPayment } from './support/bill-helpers.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 21 §4 (ADR 042): the printed QR code stays on the table; whoever scans it after the
// staff cleared the table starts a new sitting and sees nothing of the last one. The table is
// one this spec adds (and takes out of service at the end), so no other spec shares it.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/private-table';
type Envelope<T> = { data: T };

/** Another phone, signed in with a new account (the table panel is for signed-in diners). */
async function signedInPhone(browser: Browser, request: APIRequestContext, name: string) {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, await registerByApi(request, uniqueEmail('sitting'), name));
  return page;
}

/** Scans the printed code (the phone's camera opens its link) and opens the table panel. */
async function scanAndOpenTable(page: Page, qrUrl: string, tableId: string) {
  await page.goto(qrUrl);
  await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${tableId}`);
  // The phone has joined the sitting (its key stored) before the next page loads.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('table_sitting')))
    .not.toBeNull();
  await page.goto(`/customerapp/table/${BOGAZ}/${tableId}`);
}

test('after the staff clear the table, the next diner who scans its code sees nothing of the last party', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const staff = await staffHeaders(request);
  const table = await ownTable(request, BOGAZ, 'Parti');

  try {
    // Diner A scans the printed code and orders as a guest of the phone.
    await page.goto(table.qrUrl);
    await page.waitForURL(`**/customerapp/menu/${BOGAZ}/${table.id}`);
    await addFromMenu(page, 'Menemen', ['Soğanlı']);
    await page.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
    const placed = page.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
    expect((await placed).status()).toBe(201);
    const order = ((await (await placed).json()) as Envelope<{ id: string; orderNumber: number }>)
      .data;
    await expect(page).toHaveURL(/\/customerapp\/?$/);
    const cardOf = (p: Page) => p.getByRole('article', { name: `Sipariş #${order.orderNumber}` });

    // A friend at the same table scans the same code: one sitting, A's order on the panel.
    const friend = await signedInPhone(browser, request, 'Cem Dost');
    await scanAndOpenTable(friend, table.qrUrl, table.id);
    const others = friend.getByRole('region', { name: 'Masadaki Diğer Siparişler' });
    await expect(
      others.getByRole('article', { name: `Sipariş #${order.orderNumber}` }),
    ).toBeVisible();
    // Another diner's order is shown, not acted on, and nobody's name is on it.
    await expect(others.getByRole('button', { name: 'Garson Çağır' })).toHaveCount(0);
    await expect(friend.getByRole('heading', { name: 'Aktif Sipariş Yok' })).toBeVisible();
    await friend.screenshot({ path: `${SHOTS}/friend-sees-the-sitting.png`, fullPage: true });

    // The staff serve it, take the payment and clear the table for the next guests (ADR 054:
    // a table whose paid order is not served yet is not cleared).
    await serveOrder(request, staff, order.id);
    await recordFullPayment(request, staff, order.id, { method: 'cash', tip: 0 });
    const cleared = await request.post(`/api/staff/tables/${table.id}/clear`, { headers: staff });
    expect(cleared.status()).toBe(200);

    // Diner B, later, scans the code on the table: a new sitting with nothing of A's.
    const next = await signedInPhone(browser, request, 'Deniz Yeni');
    const joined = next.waitForResponse((r) => r.url().endsWith('/api/tables/sessions/join'));
    await scanAndOpenTable(next, table.qrUrl, table.id);
    expect((await joined).status()).toBe(201);
    await expect(next.getByRole('heading', { name: 'Aktif Sipariş Yok' })).toBeVisible();
    await expect(cardOf(next)).toHaveCount(0);
    await expect(next.getByText(`#${order.orderNumber}`)).toHaveCount(0);
    await next.screenshot({ path: `${SHOTS}/next-party-sees-nothing.png`, fullPage: true });
    // B orders too; the panel shows B's order only. Even with the id of A's order, its bill is
    // not B's to see (the server answers it like an unknown order).
    await next.goto(`/customerapp/menu/${BOGAZ}/${table.id}`);
    await addFromMenu(next, 'Menemen', ['Soğanlı']);
    await next.getByRole('link', { name: 'Sepete git, 1 ürün' }).click();
    const ownPlaced = next.waitForResponse(
      (r) => r.url().endsWith('/api/orders') && r.request().method() === 'POST',
    );
    await next.getByRole('button', { name: 'Siparişi Onayla' }).click();
    const own = ((await (await ownPlaced).json()) as Envelope<{ orderNumber: number }>).data;
    await expect(next).toHaveURL(/\/customerapp\/?$/);
    await next.goto(`/customerapp/table/${BOGAZ}/${table.id}`);
    await expect(next.getByRole('article', { name: `Sipariş #${own.orderNumber}` })).toBeVisible();
    await expect(cardOf(next)).toHaveCount(0);
    const bill = next.waitForResponse((r) => r.url().endsWith(`/api/orders/${order.id}/bill`));
    await next.goto(`/customerapp/split-bill/${order.id}`);
    expect((await bill).status()).toBe(404);
    await expect(next.getByText('Sipariş bulunamadı', { exact: true }).first()).toBeVisible();

    // The friend's phone belonged to the last sitting: it heard the sitting end and let it go;
    // A's order is gone from its panel and home no longer shows the table's session.
    await expect
      .poll(() => friend.evaluate(() => localStorage.getItem('table_sitting')))
      .toBeNull();
    await friend.reload();
    await expect(friend.getByRole('heading', { name: 'Aktif Sipariş Yok' })).toBeVisible();
    await expect(cardOf(friend)).toHaveCount(0);
    await friend.screenshot({ path: `${SHOTS}/last-sitting-ended.png`, fullPage: true });
    await friend.goto('/customerapp/');
    await expect(friend.getByRole('heading', { name: 'Masa' })).toBeVisible();
    await expect(friend.getByRole('region', { name: 'Aktif Oturum' })).toHaveCount(0);

    // A keeps their own order: it is in A's history.
    await page.goto('/customerapp/orders');
    await page.getByRole('tab', { name: /Geçmiş Siparişler/ }).click();
    await expect(cardOf(page)).toBeVisible();
  } finally {
    await table.close();
  }
});
