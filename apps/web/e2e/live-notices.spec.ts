import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID, dinerRequest, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { staffHeaders } from './support/staff-api.ts';

// Issue 20, "while the diner browses the menu, an order can go all the way to delivered with no
// notification at all", and staff replies, "waiter on the way" and "bill on its way" never
// reached the diner. Two sides: the diner's phone (390×844) and the staff, through the staff
// API as the staff app calls it.

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** Resolves once the app's socket is connected (socket.io's CONNECT answer). Call before opening. */
function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}

/** "14:35": an instant on the clock in Istanbul, as the phone shows it. */
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('tr-TR', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  });

async function staffCall(
  request: APIRequestContext,
  method: 'patch' | 'post',
  path: string,
  data: object,
) {
  const response = await request[method](`/api${path}`, {
    headers: await staffHeaders(request),
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('notices on every screen: a status change and a staff reply reach a diner browsing the menu, with the expected time', async ({
  page,
  request,
}) => {
  const table = 'table-bogaz09';
  const { session, order } = await dinerWithOrder(request, table);
  const connected = socketConnected(page);
  await openAsDiner(page, session, table, `/menu/${BOGAZ_ID}/${table}`);
  await expect(page.getByRole('link', { name: 'Adana Kebap ayrıntıları' })).toBeVisible();
  await connected;

  // The kitchen accepts: the notice says so with when it should be ready.
  const accepted = await staffCall(request, 'patch', `/staff/orders/${order.id}/status`, {
    status: 'received',
  });
  const expectedAt = clock(accepted.expectedReadyAt as string);
  await expect(
    toast(page, `Sipariş #${order.orderNumber}: Alındı · Tahmini hazır olma: ${expectedAt}`),
  ).toBeVisible();

  // The diner wrote earlier; the staff's answer reaches the menu, and stays until closed.
  const asked = await dinerRequest(request, session).post(`/orders/${order.id}/messages`, {
    message: 'Çayları yemekle birlikte getirir misiniz?',
    messageType: 'special_request',
  });
  expect(asked.status()).toBe(201);
  await staffCall(request, 'post', `/staff/orders/${order.id}/messages`, {
    message: 'Tabii, hepsi birlikte geliyor.',
  });
  const answer = toast(
    page,
    `İşletmeden yanıt (Sipariş #${order.orderNumber}): Tabii, hepsi birlikte geliyor.`,
  );
  await expect(answer).toBeVisible();

  for (const [status, label] of [
    ['preparing', 'Hazırlanıyor'],
    ['ready', 'Hazır'],
    ['delivered', 'Teslim Edildi'],
  ] as const) {
    await staffCall(request, 'patch', `/staff/orders/${order.id}/status`, { status });
    await expect(toast(page, `Sipariş #${order.orderNumber}: ${label}`).first()).toBeVisible();
  }
  // Still on the menu, the answer still readable.
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ_ID}/${table}`);
  await expect(answer).toBeVisible();
  await page.screenshot({ path: 'test-results/live-notices-menu.png' });
  await answer.getByRole('button', { name: 'Bildirimi kapat' }).click();
  await expect(answer).toHaveCount(0);
});

test("notices on every screen: 'Geliyorum', 'Hesap Yolda' and a cancellation with its reason reach a diner on the profile", async ({
  page,
  request,
}) => {
  const table = 'table-bogaz01';
  const { session, order } = await dinerWithOrder(request, table);
  const second = await dinerWithOrder(request, 'table-bogaz02');
  const connected = socketConnected(page);
  await openAsDiner(page, session, table, '/profile');
  await expect(page.getByRole('heading', { name: 'Canlı Sipariş' })).toBeVisible();
  await connected;

  const diner = dinerRequest(request, session);
  const call = await diner.post(`/orders/${order.id}/waiter/call`, {
    businessId: BOGAZ_ID,
    reason: 'general_assistance',
  });
  expect(call.status()).toBe(201);
  const callId = ((await call.json()) as { data: { id: string } }).data.id;
  await staffCall(request, 'patch', `/staff/waiter-calls/${callId}`, { status: 'acknowledged' });
  await expect(
    toast(page, `Garson masanıza geliyor (Sipariş #${order.orderNumber}).`),
  ).toBeVisible();

  const bill = await diner.post(`/orders/${order.id}/request-bill`, { paymentMethod: 'cash' });
  expect(bill.status()).toBe(201);
  const billId = ((await bill.json()) as { data: { id: string } }).data.id;
  await staffCall(request, 'patch', `/staff/bill-requests/${billId}`, { status: 'acknowledged' });
  await expect(toast(page, `Hesabınız yolda (Sipariş #${order.orderNumber}).`)).toBeVisible();

  // Another diner's order changing says nothing here; this diner's cancelled order does, with why.
  const other = await staffHeaders(request);
  await request.patch(`/api/staff/orders/${second.order.id}/status`, {
    headers: other,
    data: { status: 'received' },
  });
  await staffCall(request, 'patch', `/staff/orders/${order.id}/status`, {
    status: 'cancelled',
    reason: 'Izgara arızalandı, özür dileriz',
  });
  await expect(
    toast(
      page,
      `Sipariş #${order.orderNumber}: İptal Edildi · Neden: Izgara arızalandı, özür dileriz`,
    ),
  ).toBeVisible();
  await expect(toast(page, `Sipariş #${second.order.orderNumber}:`)).toHaveCount(0);
  await expect(page).toHaveURL('/customerapp/profile');
  await page.screenshot({ path: 'test-results/live-notices-profile.png' });
});
