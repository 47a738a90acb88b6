import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail, type TestSession } from './support/account-helpers.ts';
import {
  customerHeaders,
  decideSplit,
  joinTableByApi,
  openSignedIn,
} from './support/bill-helpers.ts';
import { BOGAZ } from './support/qr-video.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';
import { atTableHeader, ownTable } from './support/table-tokens.ts';

// Issue 29 §5 (ADR 058): Burak places the table's order, one Mercimek Çorbası (₺126 after its
// 10 % discount) and one Humus (₺160), for two (Kuver ₺100). He pays his soup from his phone
// with a 10 % tip (₺138,60);
// two friends without phones give the waiter a third of the Humus each (₺53,34 + ₺53,33);
// Ayşe pays the last third from her phone (₺53,33); the waiter takes the kuver in cash. The
// table paid ₺398,60; Burak's history and profile say ₺138,60, Ayşe's profile ₺53,33.

let AT = { businessId: BOGAZ, tableId: '' };
let closeTable: (() => Promise<void>) | undefined;
test.beforeEach(async ({ request }) => {
  const table = await ownTable(request, BOGAZ, 'Ödeyen');
  AT = { businessId: BOGAZ, tableId: table.id };
  closeTable = table.close;
});
test.afterEach(async () => closeTable?.());

type Named = { id: string; name: string };
type Envelope<T> = { data: T };

async function placeTableOrder(request: APIRequestContext, diner: TestSession) {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as Envelope<
    Named[]
  >;
  const product = (name: string) => menu.data.find((p) => p.name === name)!.id;
  const placed = await request.post('/api/orders', {
    headers: { ...customerHeaders(diner), ...(await atTableHeader(request, BOGAZ, AT.tableId)) },
    data: {
      ...AT,
      items: [
        { productId: product('Mercimek Çorbası'), quantity: 1 },
        { productId: product('Humus'), quantity: 1 },
      ],
      personCount: 2,
      orderType: 'immediate',
      isResponsible: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as Envelope<{ id: string; orderNumber: number }>).data;
  const linked = await request.post('/api/tables/sessions', {
    headers: customerHeaders(diner),
    data: { ...AT, orderId: order.id },
  });
  expect(linked.status(), await linked.text()).toBe(201);
  return { ...order, items: ((await placed.json()) as Envelope<{ items: Named[] }>).data.items };
}

test("each diner's history and profile say what she paid, the table's total only as the table's", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const burak = await registerByApi(request, uniqueEmail('burak'), 'Burak Yıldız');
  const ayse = await registerByApi(request, uniqueEmail('ayse'), 'Ayşe Kaya');
  const order = await placeTableOrder(request, burak);
  const seated = await joinTableByApi(request, ayse, BOGAZ, AT.tableId);
  const item = (name: string) => order.items.find((i) => i.name === name)!.id;
  const staff = await staffHeaders(request);
  const pay = async (data: object) => {
    const paid = await request.post(`/api/staff/orders/${order.id}/payments`, {
      headers: staff,
      data,
    });
    expect(paid.status(), await paid.text()).toBe(201);
  };
  const paySplit = async (headers: Record<string, string>, selection: object, tip: number) => {
    const split = await request.post(`/api/orders/${order.id}/request-bill`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        businessId: BOGAZ,
        paymentMethod: 'cash',
        tipPercentage: tip,
        isSplitBill: true,
        ...selection,
      },
    });
    expect(split.status(), await split.text()).toBe(201);
    const splitId = ((await split.json()) as Envelope<{ id: string }>).data.id;
    await decideSplit(request, staff, splitId, 'approved');
    await pay({ method: 'cash', splitBillRequestId: splitId });
  };

  await serveOrder(request, staff, order.id);
  await paySplit(customerHeaders(burak), { selectedItems: { [item('Mercimek Çorbası')]: 1 } }, 10);
  const share = { method: 'cash', shares: [{ itemId: item('Humus'), shareCount: 3 }] };
  await pay(share);
  await pay(share);
  await paySplit(
    { ...customerHeaders(ayse), ...seated },
    { selectedShares: { [item('Humus')]: 3 } },
    0,
  );
  await pay({ method: 'cash' });

  // Burak's history: the table's figures said to be the table's, his own part beside them.
  await openSignedIn(page, burak, AT, '/orders');
  await page.getByRole('tab', { name: /Geçmiş Siparişler/ }).click();
  const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
  const figure = (testId: string) => card.getByTestId(testId);
  await expect(figure('bill-paid-total')).toHaveText('₺398,60');
  await expect(figure('bill-paid-total').locator('xpath=..')).toContainText('Masada Ödenen Toplam');
  await expect(figure('bill-paid-by-you')).toHaveText('₺138,60');
  await expect(figure('bill-paid-by-you').locator('xpath=..')).toContainText('Sizin Ödediğiniz');

  // His profile: his split and its tip, not the friends' shares the waiter took.
  await page.goto('/customerapp/profile');
  await expect(page.getByTestId('total-spend')).toHaveText('₺138,60');
  await expect(page.getByTestId('total-spend-tips')).toHaveText('Bahşiş dahil: ₺12,60');

  // Ayşe's profile: the share she paid from her phone.
  await openSignedIn(page, ayse, AT, '/profile');
  await expect(page.getByTestId('total-spend')).toHaveText('₺53,33');
  await expect(page.getByTestId('total-spend-tips')).toHaveCount(0);
});
