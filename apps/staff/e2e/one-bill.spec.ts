import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { registerByApi, uniqueEmail } from '../../web/e2e/support/account-helpers.ts';
import { customerHeaders, openSignedIn } from '../../web/e2e/support/bill-helpers.ts';
import { BOGAZ } from '../../web/e2e/support/qr-video.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { moveOrder, staffHeaders } from '../../web/e2e/support/staff-api.ts';
import { atTableHeader, ownTable } from '../../web/e2e/support/table-tokens.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';

// Issue 19, done when: the meal of the issue replayed end to end. ₺595 of food and a ₺100
// kuver for two (bread and water free with it); a split of ₺455 with a 10 % tip paid by card;
// the rest asked as a bill with 5 %. Every screen reads the same figures: ₺747,50 paid in all,
// ₺52,50 of tips, ₺63,18 of VAT (₺695 at 10 %, the kuver's VAT inside it).

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
const MEAL: [string, number, number?][] = [
  ['Sigara Böreği', 1],
  ['Çoban Salata', 1],
  ['Türk Kahvesi', 2],
  ['Çay', 3],
  ['Ekmek Sepeti', 1, 1],
  ['Su (33 cl)', 1, 1],
];
type Envelope<T> = { data: T };
type Item = { id: string; name: string };

async function placeMeal(
  request: APIRequestContext,
  headers: Record<string, string>,
  tableId: string,
) {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as Envelope<
    { id: string; name: string }[]
  >;
  const id = (name: string) => menu.data.find((product) => product.name === name)!.id;
  const response = await request.post('/api/orders', {
    headers: { ...headers, ...(await atTableHeader(request, BOGAZ, tableId)) },
    data: {
      businessId: BOGAZ,
      tableId,
      personCount: 2,
      orderType: 'immediate',
      items: MEAL.map(([name, quantity, free]) => ({
        productId: id(name),
        quantity,
        ...(free ? { freeQuantity: free } : {}),
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as Envelope<{ id: string; orderNumber: number; items: Item[] }>)
    .data;
}

const lira = (page: Page, testId: string) => page.getByTestId(testId);

test('the meal of issue 19 reads the same on every screen', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // A table of its own: the kuver and its free bread go on a sitting's first order (ADR 054).
  const table = await ownTable(request, BOGAZ, 'Tek Hesap');
  const phoneContext = await newPhone(browser);
  try {
    const phone = await phoneContext.newPage();
    const session = await registerByApi(phone.request, uniqueEmail('onebill'), 'Tek Hesap');
    const diner = customerHeaders(session);
    const order = await placeMeal(phone.request, diner, table.id);
    const item = (name: string) => order.items.find((line) => line.name === name)!.id;
    // The meal is served before it is paid: paid but unserved, it would stay active (ADR 054).
    await moveOrder(
      phone.request,
      await staffHeaders(phone.request),
      order.id,
      'received',
      'preparing',
      'ready',
      'delivered',
    );

    // The split of ₺455 with 10 %, by card (the bread, free with the kuver, cannot be bought).
    const split = await phone.request.post(`/api/orders/${order.id}/request-bill`, {
      headers: diner,
      data: {
        isSplitBill: true,
        paymentMethod: 'credit_card',
        tipPercentage: 10,
        selectedItems: {
          [item('Sigara Böreği')]: 1,
          [item('Çoban Salata')]: 1,
          [item('Türk Kahvesi')]: 1,
          [item('Çay')]: 1,
        },
      },
    });
    expect(split.status(), await split.text()).toBe(201);
    expect(((await split.json()) as Envelope<{ total: number }>).data.total).toBe(500_50);

    // The tablet: the split approved, its payment taken, all from the requests inbox.
    await signInStaff(page, OWNER);
    await page.getByRole('button', { name: 'Servisi Başlat' }).click();
    const views = page.getByRole('navigation', { name: 'Ekranlar' });
    await views.getByRole('link', { name: /^İstekler/ }).click();
    const splitCard = page
      .getByRole('article', { name: `${table.name}: hesap bölme isteği` })
      .filter({ hasText: `Sipariş #${order.orderNumber}` });
    await splitCard.getByRole('button', { name: 'Onayla' }).click();
    await splitCard.getByRole('button', { name: '₺500,50 Kredi kartı Ödemesini Al' }).click();
    await splitCard.getByRole('button', { name: '₺500,50 Ödemeyi Kaydet' }).click();
    await expect(splitCard).toBeHidden();
    await page
      .getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` })
      .getByRole('button', { name: 'Kapat', exact: true })
      .click();

    // The table's bill: the split is paid, the kuver's VAT is inside 'KDV %10 (dahil)'.
    await views.getByRole('link', { name: 'Masalar' }).click();
    await page.getByRole('button', { name: new RegExp(`^${table.name}\\b`) }).click();
    const ours = page
      .getByRole('region', { name: new RegExp(`^${table.name} ·`) })
      .getByRole('listitem')
      .filter({ hasText: `Sipariş #${order.orderNumber}` });
    await expect(ours.getByTestId('bill-total')).toHaveText('₺695,00');
    await expect(ours.getByTestId('bill-vat-10')).toHaveText('₺63,18');
    await expect(ours.getByText('KDV %10 (dahil)')).toBeVisible();
    await expect(ours.getByTestId('bill-tips')).toHaveText('₺45,50');
    await expect(ours.getByTestId('bill-left')).toHaveText('₺240,00');
    await expect(ours.getByRole('listitem').filter({ hasText: 'Ekmek Sepeti' })).toContainText(
      'ücretsiz',
    );
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('table-bill.png'), fullPage: true });

    // The rest asked as a bill with 5 %: ₺240 and a ₺7 tip, taken at the table.
    const bill = await phone.request.post(`/api/orders/${order.id}/request-bill`, {
      headers: diner,
      data: { tipPercentage: 5, paymentMethod: 'cash' },
    });
    expect(bill.status(), await bill.text()).toBe(201);
    expect(((await bill.json()) as Envelope<{ total: number }>).data.total).toBe(247_00);
    await ours.getByRole('button', { name: 'Ödeme Al' }).click();
    const form = ours.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
    await expect(form.getByTestId('payment-amount')).toHaveText('₺240,00');
    await expect(form.getByLabel('Bahşiş (₺)')).toHaveValue('7,00');
    await form.getByRole('radio', { name: 'Nakit' }).check();
    await form.getByLabel('Alınan nakit (₺)').fill('250');
    await expect(form.getByText('Para üstü: ₺3,00')).toBeVisible();
    await form.getByRole('button', { name: '₺247,00 Ödemeyi Kaydet' }).click();
    const receipt = page.getByRole('region', {
      name: `Sipariş #${order.orderNumber} ödeme fişi`,
    });
    await expect(lira(page, 'receipt-amount')).toHaveText('₺240,00');
    await expect(lira(page, 'receipt-tip')).toHaveText('₺7,00');
    await expect(receipt.getByTestId('receipt-paid-total')).toHaveText('₺747,50');
    await expect(receipt.getByTestId('receipt-tips')).toHaveText('₺52,50');
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('receipt.png'), fullPage: true });

    // The diner's order card in history, and the profile, read the same.
    await openSignedIn(phone, session, { businessId: BOGAZ, tableId: table.id }, '/orders');
    await phone.getByRole('tab', { name: /Geçmiş Siparişler/ }).click();
    const card = phone.getByRole('article', { name: `Sipariş #${order.orderNumber}` });
    await expect(card.getByTestId('bill-paid-total')).toHaveText('₺747,50');
    await expect(card.getByTestId('bill-tips')).toHaveText('₺52,50');
    await expect(card.getByTestId('bill-vat-10')).toHaveText('₺63,18');
    await expect(card.getByText('KDV %10 (dahil)')).toBeVisible();
    await phone.goto('/customerapp/profile');
    await expect(phone.getByTestId('total-spend')).toHaveText('₺747,50');
    await expect(phone.getByTestId('total-spend-tips')).toContainText('₺52,50');
  } finally {
    await phoneContext.close();
    await table.close();
  }
});
