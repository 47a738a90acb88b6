import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import { decideSplit, readBill } from './support/bill-helpers.ts';
import { BOGAZ_ID, dinerWithOrder, openAsDiner } from './support/diner-orders.ts';
import { staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 20 on a phone (390×844): "Sepete Ekle" added a required option's default silently and
// the chosen options were missing from the order card, edit page, bill and split page, so two
// "Adana Kebap" lines looked identical; a paid split stayed "Onaylandı"; the kuver could not
// be part of an item split; the home page's active-order row was not tappable.

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });

/** The two Adana Kebap lines of a list, each read with its choices. */
async function expectTwoAdanas(list: Locator) {
  const spicy = list.getByRole('listitem').filter({ hasText: 'Acılı, Barbekü Sos' });
  const mild = list.getByRole('listitem').filter({ hasText: 'Acısız' });
  await expect(spicy).toContainText('Adana Kebap');
  await expect(mild).toContainText('Adana Kebap');
  await expect(mild).not.toContainText('Barbekü Sos');
}

test('Sepete Ekle on a dish with a required choice opens its sheet, and two Adana Kebap lines with different options look different on every screen', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const table = 'table-bogaz02';
  const session = await registerByApi(request, uniqueEmail('secenek'), 'Seçen Misafir');
  await openAsDiner(page, session, table, `/menu/${BOGAZ_ID}/${table}`);

  // The card opens the sheet; nothing is added before the diner chooses the spice.
  await page.getByRole('button', { name: 'Adana Kebap sepete ekle' }).click();
  const sheet = page.getByRole('dialog', { name: 'Adana Kebap' });
  await expect(sheet.getByRole('radio', { name: 'Acısız' })).not.toBeChecked();
  await sheet.getByRole('button', { name: /^Sepete Ekle/ }).click();
  await expect(sheet.getByText('Lütfen Acı için bir seçim yapın.')).toBeVisible();
  await expect(sheet.getByRole('radio', { name: 'Acısız' })).toBeFocused();
  await expect(page.getByRole('link', { name: /Sepete git/ })).toHaveCount(0);
  await sheet.getByRole('radio', { name: 'Acılı', exact: true }).check();
  await sheet.getByRole('checkbox', { name: 'Barbekü Sos (+₺5,00)' }).check();
  await sheet.getByRole('button', { name: 'Sepete Ekle · ₺425,00' }).click();
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: 'Adana Kebap sepete ekle' }).click();
  await sheet.getByRole('radio', { name: 'Acısız' }).check();
  await sheet.getByRole('button', { name: 'Sepete Ekle · ₺420,00' }).click();
  await expect(sheet).toHaveCount(0);

  // A dish with nothing to choose is still added by its card.
  await page.getByRole('button', { name: 'Ayran sepete ekle' }).click();
  await page.getByRole('link', { name: 'Sepete git, 3 ürün' }).click();
  await expectTwoAdanas(page.getByRole('region', { name: 'Sepetteki ürünler' }));
  await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!').first()).toBeVisible();
  const orderId = await page.evaluate(() => localStorage.getItem('activeOrderId'));
  expect(orderId).toMatch(/^[0-9a-f]{24}$/);

  // The order card.
  await page.goto('/customerapp/orders');
  const card = page.getByRole('article', { name: /^Sipariş #\d+$/ });
  await expectTwoAdanas(card.getByRole('region', { name: 'Ürünler' }));

  // The bill, with its options and its VAT "(dahil)": the screenshot of the issue.
  await card.getByRole('button', { name: 'Hesap İste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesap İste' });
  await expectTwoAdanas(dialog.getByRole('list', { name: 'Hesaptaki ürünler' }));
  await expect(dialog.getByText('KDV %10 (dahil)').first()).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/diner-bill.png' });
  await dialog.getByRole('button', { name: 'İptal' }).click();

  // The edit page, the split page and the payment screen.
  await page.goto(`/customerapp/edit-order/${orderId}`);
  await expectTwoAdanas(page.getByRole('region', { name: 'Ürünler' }));
  await page.goto(`/customerapp/split-bill/${orderId}`);
  await expectTwoAdanas(page.getByRole('list', { name: 'Ödenecek ürünler' }));
  await page.goto(`/customerapp/payment/${orderId}`);
  await expectTwoAdanas(page.getByRole('list', { name: 'Hesaptaki ürünler' }));
});

test('a paid split request says Ödendi, and the kuver can be part of an item split', async ({
  page,
  request,
}) => {
  // A table of its own: the kuver is its sitting's first order's (ADR 054).
  const own = await ownTable(request, BOGAZ_ID, 'Kuver Payı');
  const table = own.id;
  const { session, order, productName } = await dinerWithOrder(request, table);
  await openAsDiner(page, session, table, `/split-bill/${order.id}`);

  // Two units of the dish and the kuver for one (₺50): take one unit and the kuver.
  const kuver = page.getByRole('checkbox', { name: 'Kuver (₺50,00) hesabıma eklensin' });
  await kuver.check();
  await page.getByRole('button', { name: `${productName} adedini artır` }).click();
  await expect(page.getByTestId('split-charges')).toHaveText('₺50,00');
  const bill = await readBill(request, session, order.id);
  const unit = (bill.total - 50_00) / 2;
  const amount = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(
    (unit + 50_00) / 100,
  );
  await expect(page.getByTestId('split-total')).toHaveText(amount);
  await page.getByRole('button', { name: `${amount} Hesap İste` }).click();
  await expect(
    toast(page, 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.'),
  ).toBeVisible();
  const mine = page.getByRole('list', { name: 'Hesap İsteklerim' });
  await expect(mine).toContainText('Onay bekliyor');
  // Asked for, the kuver is no longer offered to another split.
  await expect(kuver).toBeDisabled();

  // The staff approve it, then take its payment: the diner reads it as paid.
  const staff = await staffHeaders(request);
  const requestId = (await readBill(request, session, order.id)).splitRequests[0]!.id;
  await decideSplit(request, staff, requestId, 'approved');
  await expect(mine).toContainText('Onaylandı');
  const paid = await request.post(`/api/staff/orders/${order.id}/payments`, {
    headers: staff,
    data: { splitBillRequestId: requestId, method: 'cash' },
  });
  expect(paid.status()).toBe(201);
  await expect(mine).toContainText('Ödendi');
  await expect(mine).not.toContainText('Onaylandı');
  // Paid with the split, the kuver is gone from the choices; the rest is the other unit.
  await expect(kuver).toHaveCount(0);
  await expect(page.getByTestId('bill-paid')).toHaveText(amount);
  await own.close();
});

test("the home page's active-order row is tappable and opens that order", async ({
  page,
  request,
}) => {
  const table = 'table-bogaz09';
  const { session, order } = await dinerWithOrder(request, table);
  await openAsDiner(page, session, table, '/');
  await page.getByRole('link', { name: `Sipariş #${order.orderNumber} ayrıntıları` }).click();
  await expect(page).toHaveURL(`/customerapp/orders?order=${order.id}`);
  const card = page.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
});
