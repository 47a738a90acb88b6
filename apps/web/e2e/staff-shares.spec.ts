import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail, type TestSession } from './support/account-helpers.ts';
import { findA11yViolations } from './support/axe.ts';
import { placeApiOrder, openSignedIn, readBill } from './support/bill-helpers.ts';
import { ownTable } from './support/table-tokens.ts';

// ADR 048 at the tablet: three friends share the Humus (₺160,00) three ways; two pay their
// third in cash to the waiter, who records each share on the tablet ('Pay 1/3', 'Pay 2/3'),
// the third asks for the last share from the phone. The diner's bill says how many shares
// are paid, and the bill is paid to the kuruş. The table is one this spec adds.

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/staff-shares';
type Order = { id: string; orderNumber: number };

/** One Humus (₺160,00) for one, placed by the API and joined to the table's sitting. */
const orderHumus = async (request: APIRequestContext, owner: TestSession, tableId: string) =>
  (await placeApiOrder(request, owner, BOGAZ, tableId, 1, { productName: 'Humus', personCount: 1 }))
    .order;

const TR = {
  locale: 'tr-TR',
  email: 'E-posta',
  password: 'Şifre',
  signIn: 'Giriş Yap',
  tables: 'Masalar',
  order: (n: number) => `Sipariş #${n}`,
  pay: 'Ödeme Al',
  form: (n: number) => `Sipariş #${n} ödemesi`,
  chosen: 'Seçilen ürünler',
  cash: 'Nakit',
  record: (amount: string) => `${amount} Ödemeyi Kaydet`,
  receipt: (n: number) => `Sipariş #${n} ödeme fişi`,
  close: 'Kapat',
};
const EN: typeof TR = {
  locale: 'en-GB',
  email: 'E-mail',
  password: 'Password',
  signIn: 'Sign in',
  tables: 'Tables',
  order: (n) => `Order #${n}`,
  pay: 'Take payment',
  form: (n) => `Payment of order #${n}`,
  chosen: 'Chosen items',
  cash: 'Cash',
  record: (amount) => `Record ${amount} payment`,
  receipt: (n) => `Receipt of order #${n}`,
  close: 'Close',
};

/** The staff app on a 1024×768 tablet, signed in, showing the table's panel. */
async function tablet(browser: Browser, table: string, t = TR): Promise<Page> {
  const page = await (
    await browser.newContext({
      viewport: { width: 1024, height: 768 },
      isMobile: false,
      locale: t.locale,
    })
  ).newPage();
  await page.goto('/staff/');
  await page.getByLabel(t.email).fill('staff@bogaz.masa.app');
  await page.getByLabel(t.password).fill('staff1234');
  await page.getByRole('button', { name: t.signIn }).click();
  await page.getByRole('link', { name: t.tables, exact: true }).click();
  await page.getByRole('button', { name: new RegExp(`^${table} [A-Z0-9]{5}\\b`) }).click();
  return page;
}

/** Records one share in cash on the tablet's payment form and checks its receipt. */
async function payShareInCash(
  staff: Page,
  order: Order,
  choose: (form: ReturnType<Page['getByRole']>) => Promise<void>,
  {
    table,
    amount,
    share,
    shot,
    t = TR,
  }: { table: string; amount: string; share: string; shot: string; t?: typeof TR },
) {
  const ours = staff
    .getByRole('region', { name: new RegExp(`^${table} [A-Z0-9]{5} ·`) })
    .getByRole('listitem')
    .filter({ hasText: t.order(order.orderNumber) });
  await ours.getByRole('button', { name: t.pay }).click();
  const form = ours.getByRole('form', { name: t.form(order.orderNumber) });
  await form.getByRole('radio', { name: t.chosen }).check();
  await choose(form);
  await expect(form.getByText(`${share} · Humus`)).toBeVisible();
  await expect(form.getByTestId('payment-amount')).toHaveText(amount);
  await form.getByRole('radio', { name: t.cash }).check();
  expect(await findA11yViolations(staff)).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/${shot}.png` });
  await form.getByRole('button', { name: t.record(amount) }).click();
  const receipt = staff.getByRole('region', { name: t.receipt(order.orderNumber) });
  await expect(receipt.getByRole('listitem').filter({ hasText: `${share} · Humus` })).toContainText(
    amount,
  );
  await expect(receipt.getByTestId('receipt-amount')).toHaveText(amount);
  await staff.screenshot({ path: `${SHOTS}/${shot}-receipt.png` });
  await receipt.getByRole('button', { name: t.close }).click();
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
    const staff = await tablet(browser, 'Nakit Pay');
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await form.getByLabel('Humus: kaç kişiye bölünsün?').selectOption('3');
      },
      { table: 'Nakit Pay', amount: '₺53,34', share: 'Pay 1/3', shot: 'split-among-three' },
    );
    // Then Berk's: the line says how far it is paid, "1 Pay" takes the next share.
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await expect(form.getByText('3 kişiye bölündü · 1/3 pay ödendi')).toBeVisible();
        await form.getByRole('button', { name: '1 Pay · Humus' }).click();
      },
      { table: 'Nakit Pay', amount: '₺53,33', share: 'Pay 2/3', shot: 'one-share' },
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
    await staff.getByRole('link', { name: /^İstekler/ }).click();
    const card = staff
      .getByRole('article', { name: /^Nakit Pay [A-Z0-9]{5}: hesap bölme isteği$/ })
      .filter({ hasText: 'Pay 3/3 · Humus' });
    await card.getByRole('button', { name: 'Onayla' }).click();
    const take = card.getByRole('button', { name: '₺103,33 Nakit Ödemesini Al' });
    await take.click();
    await card.getByRole('button', { name: '₺103,33 Ödemeyi Kaydet' }).click();
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

test('an English tablet and phone read the shares in English', async ({ browser, request }) => {
  const table = await ownTable(request, BOGAZ, 'Nakit Pay EN');
  try {
    const emma = await registerByApi(request, uniqueEmail('cashshare'), 'Emma Cash');
    const order = await orderHumus(request, emma, table.id);
    const staff = await tablet(browser, 'Nakit Pay EN', EN);
    // The table panel names the order's status in English too.
    await expect(
      staff
        .getByRole('region', { name: /^Nakit Pay EN [A-Z0-9]{5} ·/ })
        .getByText(`Order #${order.orderNumber} · Pending`),
    ).toBeVisible();
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await form.getByLabel('Humus: share among how many?').selectOption('2');
      },
      { table: 'Nakit Pay EN', amount: '₺80,00', share: 'Share 1/2', shot: 'english-split', t: EN },
    );
    await payShareInCash(
      staff,
      order,
      async (form) => {
        await expect(form.getByText('Shared among 2 · 1/2 shares paid')).toBeVisible();
        await form.getByRole('button', { name: 'One share · Humus' }).click();
      },
      {
        table: 'Nakit Pay EN',
        amount: '₺80,00',
        share: 'Share 2/2',
        shot: 'english-one-share',
        t: EN,
      },
    );
    const phone = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await openSignedIn(
      phone,
      emma,
      { businessId: BOGAZ, tableId: table.id },
      `/payment/${order.id}?requestType=bill&returnUrl=/orders`,
    );
    await expect(
      phone.getByRole('listitem').filter({ hasText: 'Hummus' }).filter({ hasText: 'Paid' }),
    ).toBeVisible();
  } finally {
    await table.close();
  }
});
