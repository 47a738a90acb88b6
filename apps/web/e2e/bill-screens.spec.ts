import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail, type TestSession } from './support/account-helpers.ts';
import { customerHeaders, decideSplit, openSignedIn } from './support/bill-helpers.ts';
import { BOGAZ } from './support/qr-video.ts';
import { atTableHeader, ownTable } from './support/table-tokens.ts';
import { serveOrder, staffHeaders } from './support/staff-api.ts';

// Issue 19 (ADR 027), the diner's screens after a paid split: every figure is the bill
// model's. Two Menemen (₺220), three Çay (₺25), two Ekmek Sepeti free with the Kuver (₺50 for
// two): ₺515 of food + ₺100 = ₺615, KDV %10 inside it ₺55,91 (the kuver's VAT included). A
// split of one Menemen and one Çay with a 10 % tip is paid by card: ₺245 + ₺24,50. Left: ₺370
// (one Menemen, two Çay, the Kuver); with a 5 % tip on its items (₺270): ₺383,50.

// A table of its own (ADR 054): the kuver is its sitting's first order's, so no other spec's
// order may sit there first.
let AT = { businessId: BOGAZ, tableId: '' };
let closeTable: (() => Promise<void>) | undefined;
test.beforeEach(async ({ request }) => {
  const table = await ownTable(request, BOGAZ, 'Hesap');
  AT = { businessId: BOGAZ, tableId: table.id };
  closeTable = table.close;
});
test.afterEach(async () => closeTable?.());
type Named = { id: string; name: string };
type Envelope<T> = { data: T };

async function orderWithFreeBread(request: APIRequestContext, diner: TestSession) {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as Envelope<
    Named[]
  >;
  const product = (name: string) => menu.data.find((p) => p.name === name)!.id;
  const response = await request.post('/api/orders', {
    headers: { ...customerHeaders(diner), ...(await atTableHeader(request, BOGAZ, AT.tableId)) },
    data: {
      ...AT,
      items: [
        { productId: product('Menemen'), quantity: 2 },
        { productId: product('Çay'), quantity: 3 },
        { productId: product('Ekmek Sepeti'), quantity: 2, freeQuantity: 2, isFreeProduct: true },
      ],
      personCount: 2,
      orderType: 'immediate',
      isResponsible: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string; orderNumber: number; items: Named[] }>)
    .data;
}

async function paySplit(
  request: APIRequestContext,
  diner: TestSession,
  order: { id: string; items: Named[] },
) {
  const item = (name: string) => order.items.find((i) => i.name === name)!.id;
  const split = await request.post(`/api/orders/${order.id}/request-bill`, {
    headers: { ...customerHeaders(diner), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      businessId: BOGAZ,
      paymentMethod: 'credit_card',
      tipPercentage: 10,
      selectedItems: { [item('Menemen')]: 1, [item('Çay')]: 1 },
      isSplitBill: true,
    },
  });
  expect(split.status(), await split.text()).toBe(201);
  const splitId = ((await split.json()) as Envelope<{ id: string }>).data.id;
  const staff = await staffHeaders(request);
  await decideSplit(request, staff, splitId, 'approved');
  const payment = await request.post(`/api/staff/orders/${order.id}/payments`, {
    headers: staff,
    data: { method: 'credit_card', splitBillRequestId: splitId },
  });
  expect(payment.status(), await payment.text()).toBe(201);
}

/** The bill's figures by their data-testid, label and amount, as the diner reads them. */
async function expectFigure(scope: Locator | Page, testId: string, label: string, amount: string) {
  const value = scope.getByTestId(testId);
  await expect(value).toHaveText(amount);
  await expect(value.locator('xpath=..')).toContainText(label);
}

test('after a paid split every screen shows the bill: free bread, VAT inside, paid, tips, left', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const diner = await registerByApi(request, uniqueEmail('hesap'), 'Hesap Misafiri');
  const order = await orderWithFreeBread(request, diner);
  await serveOrder(request, await staffHeaders(request), order.id);
  await paySplit(request, diner, order);

  // The order card: the bread is free, not priced; the kuver's VAT is inside "(dahil)".
  await openSignedIn(page, diner, AT, '/orders');
  const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
  const bread = card.getByRole('listitem').filter({ hasText: '2 × Ekmek Sepeti' });
  await expect(bread).toContainText('Ücretsiz (Kuver dahil)');
  await expect(bread).not.toContainText('₺');
  await expectFigure(card, 'bill-subtotal', 'Ara Toplam', '₺515,00');
  await expectFigure(card, 'bill-charge-0', 'Kuver', '₺100,00');
  await expectFigure(card, 'bill-total', 'Toplam', '₺615,00');
  await expectFigure(card, 'bill-vat-10', 'KDV %10 (dahil)', '₺55,91');
  await expectFigure(card, 'bill-paid', 'Ödenen', '₺245,00');
  await expectFigure(card, 'bill-tips', 'Bahşiş', '₺24,50');
  // Her history says the bill's paid total is the table's, and what she paid herself (ADR 058).
  await expectFigure(card, 'bill-paid-total', 'Masada Ödenen Toplam', '₺269,50');
  await expectFigure(card, 'bill-paid-by-you', 'Sizin Ödediğiniz', '₺269,50');
  await expectFigure(card, 'bill-left', 'Kalan Tutar', '₺370,00');

  // The bill dialog: the same bill, tips 0–20 %, and the request is for what is left.
  await card.getByRole('button', { name: 'Hesap İste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
  const tips = dialog.getByRole('group', { name: 'Bahşiş' });
  await expect(tips.getByRole('radio')).toHaveCount(5);
  for (const name of ['Yok', '%5', '%10', '%15', '%20']) {
    await expect(tips.getByRole('radio', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('radio', { name: '%5' }).check();
  await expectFigure(dialog, 'bill-left', 'Kalan Tutar', '₺370,00');
  await expectFigure(dialog, 'request-amount', 'Ödenecek Tutar', '₺370,00');
  await expectFigure(dialog, 'request-tip', 'Bahşiş', '₺13,50');
  await expectFigure(dialog, 'request-total', 'Ödenecek Toplam', '₺383,50');
  // Boğaziçi asks its kuver under İş Kanunu article 51, and the bill says so (ADR 092).
  await expect(dialog.getByTestId('bill-article-51')).toHaveText(
    'Bu işletme İş Kanunu m. 51 kapsamında yüzde usulü uygular.',
  );

  // 'Kişiye Özel' (each pays their own items) is the split screen, not 'Yakında' (issue 29 §7).
  await expect(dialog.getByRole('button', { name: 'İptal' })).toBeVisible();
  await expect(dialog.getByText('Yakında')).toHaveCount(0);
  await dialog.getByRole('link', { name: 'Kişiye Özel' }).click();
  await expect(page).toHaveURL(new RegExp(`/customerapp/split-bill/${order.id}$`));

  // The split screen: the bread is free and cannot be chosen; the bill under it.
  const rows = page.getByRole('list', { name: 'Ödenecek ürünler' });
  await expect(rows.getByRole('listitem').filter({ hasText: 'Ekmek Sepeti' })).toContainText(
    'Ücretsiz (Kuver dahil)',
  );
  await expect(page.getByRole('button', { name: 'Ekmek Sepeti adedini artır' })).toHaveCount(0);
  await expect(rows.getByText('Kalan: 1')).toBeVisible();
  await expectFigure(page, 'bill-left', 'Kalan Tutar', '₺370,00');

  // The payment screen asks for what is left, never the whole order again, priced as the
  // server prices the request.
  await page.goto(`/customerapp/payment/${order.id}?requestType=bill&returnUrl=/orders`);
  await expectFigure(page, 'bill-paid-total', 'Toplam Ödenen', '₺269,50');
  await page.getByRole('radio', { name: '%5' }).check();
  await expectFigure(page, 'request-amount', 'Ödenecek Tutar', '₺370,00');
  await expectFigure(page, 'request-total', 'Ödenecek Toplam', '₺383,50');
  const answered = page.waitForResponse((r) =>
    r.url().endsWith(`/orders/${order.id}/request-bill`),
  );
  await page.getByRole('button', { name: 'Hesap İste', exact: true }).click();
  const asked = ((await (await answered).json()) as Envelope<{ amount: number; tip: number }>).data;
  expect(asked).toMatchObject({ amount: 37_000, tip: 1_350 });

  // The profile counts what the diner paid, the tip inside it shown apart.
  await page.goto('/customerapp/profile');
  await expect(page.getByTestId('total-spend')).toHaveText('₺269,50');
  await expect(page.getByTestId('total-spend-tips')).toHaveText('Bahşiş dahil: ₺24,50');
});
