import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail, type TestSession } from './support/account-helpers.ts';
import { findA11yViolations } from './support/axe.ts';
import { customerHeaders, openSignedIn, readBill } from './support/bill-helpers.ts';
import { atTableHeader, ownTable } from './support/table-tokens.ts';

// ADR 048 at the tablet: three friends share the Humus (₺160,00) three ways; two pay their
// third in cash to the waiter, who records each share on the tablet ('Pay 1/3', 'Pay 2/3'),
// the third asks for the last share from the phone. The diner's bill says how many shares
// are paid, and the bill is paid to the kuruş. The table is one this spec adds.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/staff-shares';
type Envelope<T> = { data: T };
type Product = { id: string; name: string };
type Order = { id: string; orderNumber: number };

async function orderHumus(request: APIRequestContext, owner: TestSession, tableId: string) {
  const menu = (await (await request.get(`/api/products/business/${BOGAZ}`)).json()) as
    Envelope<Product[]> | Product[];
  const humus = (Array.isArray(menu) ? menu : menu.data).find((p) => p.name === 'Humus')!;
  const placed = await request.post('/api/orders', {
    headers: { ...customerHeaders(owner), ...(await atTableHeader(request, BOGAZ, tableId)) },
    data: {
      businessId: BOGAZ,
      tableId,
      items: [{ productId: humus.id, quantity: 1 }],
      personCount: 1,
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as Envelope<Order>).data;
  const linked = await request.post('/api/tables/sessions', {
    headers: customerHeaders(owner),
    data: { businessId: BOGAZ, tableId, orderId: order.id },
  });
  expect(linked.status()).toBe(201);
  return order;
}

async function tablet(browser: Browser): Promise<Page> {
  const page = await (
    await browser.newContext({ viewport: { width: 1024, height: 768 }, isMobile: false })
  ).newPage();
  await page.goto('/staff/');
  await page.getByLabel('E-posta').fill('staff@bogaz.masa.app');
  await page.getByLabel('Şifre').fill('staff1234');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  return page;
}

/** Records one share in cash on the tablet's payment form and checks its receipt. */
async function payShareInCash(
  staff: Page,
  order: Order,
  choose: (form: ReturnType<Page['getByRole']>) => Promise<void>,
  { amount, share, shot }: { amount: string; share: string; shot: string },
) {
  const ours = staff
    .getByRole('region', { name: /^Nakit Pay [A-Z0-9]+ ·/ })
    .getByRole('listitem')
    .filter({ hasText: `Sipariş #${order.orderNumber}` });
  await ours.getByRole('button', { name: 'Ödeme Al' }).click();
  const form = ours.getByRole('form', { name: `Sipariş #${order.orderNumber} ödemesi` });
  await form.getByRole('radio', { name: 'Seçilen ürünler' }).check();
  await choose(form);
  await expect(form.getByText(`${share} · Humus`)).toBeVisible();
  await expect(form.getByTestId('payment-amount')).toHaveText(amount);
  await form.getByRole('radio', { name: 'Nakit' }).check();
  expect(await findA11yViolations(staff)).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/${shot}.png` });
  await form.getByRole('button', { name: `${amount} Ödemeyi Kaydet` }).click();
  const receipt = staff.getByRole('region', { name: `Sipariş #${order.orderNumber} ödeme fişi` });
  await expect(receipt.getByRole('listitem').filter({ hasText: `${share} · Humus` })).toContainText(
    amount,
  );
  await expect(receipt.getByTestId('receipt-amount')).toHaveText(amount);
  await staff.screenshot({ path: `${SHOTS}/${shot}-receipt.png` });
  await receipt.getByRole('button', { name: 'Kapat' }).click();
}

test('two shares paid in cash at the tablet, the third from a phone: the bill is paid', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, BOGAZ, 'Nakit Pay');
  try {
    const ayse = await registerByApi(request, uniqueEmail('nakitpay'), 'Ayşe Nakit');
    const order = await orderHumus(request, ayse, table.id);

    // The waiter shares the Humus among three and takes Ayşe's third: Pay 1/3, ₺53,34.
    const staff = await tablet(browser);
    await staff.getByRole('button', { name: 'Masalar' }).click();
    await staff.getByRole('button', { name: /^Nakit Pay [A-Z0-9]+\b/ }).click();
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await form.getByLabel('Humus: kaç kişiye bölünsün?').selectOption('3');
      },
      { amount: '₺53,34', share: 'Pay 1/3', shot: 'split-among-three' },
    );
    // Then Berk's: the line says how far it is paid, "1 Pay" takes the next share.
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await expect(form.getByText('3 kişiye bölündü · 1/3 pay ödendi')).toBeVisible();
        await form.getByRole('button', { name: '1 Pay · Humus' }).click();
      },
      { amount: '₺53,33', share: 'Pay 2/3', shot: 'one-share' },
    );

    // Cem's phone: the bill says two of the three shares are paid.
    const phone = await (await browser.newContext({ locale: 'tr-TR' })).newPage();
    await openSignedIn(
      phone,
      ayse,
      { businessId: BOGAZ, tableId: table.id },
      `/payment/${order.id}?requestType=bill&returnUrl=/orders`,
    );
    const humusLine = phone
      .getByRole('list', { name: 'Hesaptaki ürünler' })
      .getByRole('listitem')
      .filter({ hasText: 'Humus' });
    await expect(humusLine).toContainText('2/3 pay ödendi');
    await expect(phone.getByTestId('bill-paid')).toHaveText('₺106,67');
    expect(await findA11yViolations(phone)).toEqual([]);
    await phone.screenshot({ path: `${SHOTS}/diner-two-of-three.png`, fullPage: true });

    // The last share with the kuver, asked for on the split screen, approved and taken.
    await phone.goto(`/customerapp/split-bill/${order.id}`);
    await expect(phone.getByText('3 kişiye bölündü · 2/3 pay alındı')).toBeVisible();
    await phone.getByRole('button', { name: 'Payımı Al (₺53,33)' }).click();
    await expect(phone.getByText('Sizin payınız: Pay 3/3 · ₺53,33')).toBeVisible();
    await phone.getByRole('checkbox', { name: /^Kuver/ }).check();
    await phone.getByRole('button', { name: '₺103,33 Hesap İste' }).click();
    await expect(
      phone
        .getByRole('status')
        .filter({ hasText: 'Split Bill hesap isteği başarıyla gönderildi!' })
        .first(),
    ).toBeVisible();
    await staff.getByRole('button', { name: /^İstekler/ }).click();
    const card = staff
      .getByRole('article', { name: /^Nakit Pay [A-Z0-9]+: hesap bölme isteği$/ })
      .filter({ hasText: 'Pay 3/3 · Humus' });
    await card.getByRole('button', { name: 'Onayla' }).click();
    const take = card.getByRole('button', { name: '₺103,33 Nakit Ödemesini Al' });
    await take.click();
    await expect(take).toBeHidden();

    // Paid to the kuruş; the diner's bill says the Humus is paid.
    expect(await readBill(request, ayse, order.id)).toMatchObject({
      allPaid: true,
      remainingAmount: 0,
    });
    await phone.goto(`/customerapp/payment/${order.id}?requestType=bill&returnUrl=/orders`);
    await expect(humusLine).toContainText('Ödendi');
    await expect(humusLine).not.toContainText('pay ödendi');
    await expect(phone.getByTestId('bill-paid')).toHaveText('₺210,00');
    await expect(phone.getByTestId('bill-left')).toHaveCount(0);
    await phone.screenshot({ path: `${SHOTS}/diner-paid.png`, fullPage: true });
  } finally {
    await table.close();
  }
});
