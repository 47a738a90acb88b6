import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { openSignedIn, placeApiOrder, recordFullPayment } from './support/bill-helpers.ts';
import { EGE } from './support/qr-video.ts';
import { staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 30 (ADR 063): the payment screen offers only what the restaurant can take in the app,
// follows the staff's payments live, and says how the bill was paid. Ege Sofrası flags online
// payment, but no payment provider is configured: nothing is paid online yet.

const EGE_STAFF = { email: 'staff@ege.masa.app', password: 'staff1234' };
type Envelope<T> = { data: T };

let AT = { businessId: EGE, tableId: '' };
let closeTable: (() => Promise<void>) | undefined;
test.beforeEach(async ({ request }) => {
  const table = await ownTable(request, EGE, 'Ödeme');
  AT = { businessId: EGE, tableId: table.id };
  closeTable = table.close;
});
test.afterEach(async () => closeTable?.());

const money = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

/** Two Demlik Çay ordered by a new diner, whose phone shows the order's payment screen. */
async function payingDiner(page: Page, request: APIRequestContext) {
  const diner = await registerByApi(request, uniqueEmail('odeme'), 'Ödeme Misafiri');
  const { order } = await placeApiOrder(request, diner, EGE, AT.tableId, 2, {
    productName: 'Demlik Çay',
  });
  await openSignedIn(page, diner, AT, `/payment/${order.id}?returnUrl=%2Forders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ödeme' })).toBeVisible();
  return order;
}

test("Ege Sofrası's payment choices offer online payment through the provider, saying it is a test", async ({
  page,
  request,
}) => {
  await payingDiner(page, request);
  const methods = page.getByRole('group', { name: 'Ödeme Yöntemi' });
  await expect(methods.getByRole('radio', { name: 'Nakit' })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Kredi Kartı' })).toBeVisible();
  await expect(methods.getByRole('radio', { name: 'Multinet' })).toBeVisible();
  // Issue 34 (ADR 086): online once a provider takes it; the local twin stands in here.
  await expect(page.getByRole('note')).toHaveText('Test ödemesi — kart çekilmez');
  await expect(page.getByRole('button', { name: 'Hesap İste' })).toBeEnabled();
  await methods.getByRole('radio', { name: 'Online Ödeme' }).check();
  await expect(page.getByRole('button', { name: 'Ödemeye Devam Et' })).toBeEnabled();
});

test('the payment screen switches to paid, without a reload, when the staff record the payment', async ({
  page,
  request,
}) => {
  const order = await payingDiner(page, request);
  // The diner asks for the bill; the waiter comes and takes it in cash.
  await page.getByRole('button', { name: 'Hesap İste' }).click();
  const asked = 'Hesabınız istendi; ödemeyi garsonunuz masanızda alacak.';
  await expect(page.getByText(asked)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ödemeye Devam Et' })).toBeDisabled();
  // A reload would lose this mark.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
  const staff = await staffHeaders(request, EGE_STAFF);
  await recordFullPayment(request, staff, order.id, { method: 'cash', tip: 0 });
  await expect(page.getByText('Ödemeniz alındı. Teşekkür ederiz!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tüm Ürünler Ödendi' })).toBeDisabled();
  await expect(page.getByText(asked)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ödemeye Devam Et' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a bill paid partly by card and partly in cash shows both, live', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const order = await payingDiner(page, request);
  const staff = await staffHeaders(request, EGE_STAFF);
  // A reload would lose this mark.
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));

  // One tea by card: the screen says so while the other is still to pay.
  const card = await request.post(`/api/staff/orders/${order.id}/payments`, {
    headers: staff,
    data: { method: 'credit_card', items: [{ itemId: order.items[0]!.id, quantity: 1 }] },
  });
  expect(card.status(), await card.text()).toBe(201);
  const byCard = ((await card.json()) as Envelope<{ payment: { amount: number } }>).data.payment;
  const paidWith = page.getByTestId('bill-paid-with');
  await expect(paidWith).toHaveText(`Kredi Kartı ${money(byCard.amount)}`);
  await expect(page.getByRole('button', { name: 'Hesap İste' })).toBeEnabled();

  // The rest in cash: the screen switches to paid, and both methods stay on it.
  await recordFullPayment(request, staff, order.id, { method: 'cash', tip: 0 });
  const bill = await request.get(`/api/staff/orders/${order.id}`, { headers: staff });
  expect(bill.status(), await bill.text()).toBe(200);
  const { payments } = (
    (await bill.json()) as Envelope<{ bill: { payments: { amount: number; method: string }[] } }>
  ).data.bill;
  const cash = payments.find((payment) => payment.method === 'cash')!;
  await expect(page.getByText('Ödemeniz alındı. Teşekkür ederiz!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tüm Ürünler Ödendi' })).toBeDisabled();
  await expect(paidWith).toHaveText(
    `Kredi Kartı ${money(byCard.amount)} + Nakit ${money(cash.amount)}`,
  );
  // No method is offered for a bill already paid: nothing reads as if it were paid in cash.
  await expect(page.getByRole('group', { name: 'Ödeme Yöntemi' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
});
