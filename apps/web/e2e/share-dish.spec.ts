import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { registerByApi, uniqueEmail, type TestSession } from './support/account-helpers.ts';
import { findA11yViolations } from './support/axe.ts';
import { placeApiOrder, joinTableByApi, openSignedIn, readBill } from './support/bill-helpers.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 21 §3 (ADR 048): three diners at one table share a dish three ways. Each takes a share
// of the same Humus (₺160,00) on their own phone; the shares are ₺53,34 + ₺53,33 + ₺53,33 and
// add up to the line; the staff approve and take each share on the tablet; the bill is paid.
// The table is one this spec adds (and takes out of service at the end).

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;
const SHOTS = 'test-results/share-dish';

/** One Humus (₺160,00) for one, placed by the API and joined to the table's sitting. */
const orderHumus = async (request: APIRequestContext, owner: TestSession, tableId: string) =>
  (await placeApiOrder(request, owner, BOGAZ, tableId, 1, { productName: 'Humus', personCount: 1 }))
    .order;

async function phone(
  browser: Browser,
  session: TestSession,
  tableId: string,
  path: string,
  { locale = 'tr-TR', title = 'Hesabı Böl' } = {},
) {
  const page = await (await browser.newContext({ locale })).newPage();
  await openSignedIn(page, session, { businessId: BOGAZ, tableId }, path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page;
}

const sent = (page: Page) =>
  expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Split Bill hesap isteği başarıyla gönderildi!' })
      .first(),
  ).toBeVisible();

test('sharing a dish three ways: three phones each pay a third, exact to the kuruş', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const table = await ownTable(request, BOGAZ, 'Paylaşım');
  try {
    const sessions = await Promise.all(
      ['Ayşe Pay', 'Berk Pay', 'Cem Pay'].map((name) =>
        registerByApi(request, uniqueEmail('pay'), name),
      ),
    );
    const [ayse, berk, cem] = sessions as [TestSession, TestSession, TestSession];
    const order = await orderHumus(request, ayse, table.id);
    for (const friend of [berk, cem]) await joinTableByApi(request, friend, BOGAZ, table.id);
    const path = `/split-bill/${order.id}`;

    // Ayşe shares the Humus among three: her share is 'Pay 1/3', the one with the extra kuruş.
    const first = await phone(browser, ayse, table.id, path);
    const shareButton = first.getByRole('button', { name: 'Humus ürününü paylaş' });
    await expect(shareButton).toHaveText('Paylaş');
    await first.screenshot({ path: `${SHOTS}/before-sharing.png`, fullPage: true });
    await shareButton.click();
    await first.getByLabel('Humus kaç kişiye bölünsün?').selectOption('3');
    await expect(first.getByText('Sizin payınız: Pay 1/3 · ₺53,34')).toBeVisible();
    // She also takes the kuver, so the table's bill can be paid in full by the three.
    await first.getByRole('checkbox', { name: /^Kuver/ }).check();
    await first.screenshot({ path: `${SHOTS}/share-among-three.png`, fullPage: true });
    expect(await findA11yViolations(first)).toEqual([]);
    await first.getByRole('button', { name: '₺103,34 Hesap İste' }).click();
    await sent(first);

    // Berk and Cem each see the line shared in three and take one of the shares left.
    const taken = [
      { session: berk, share: 'Pay 2/3', count: 1 },
      { session: cem, share: 'Pay 3/3', count: 2 },
    ];
    for (const { session, share, count } of taken) {
      const page = await phone(browser, session, table.id, path);
      await expect(page.getByText(`3 kişiye bölündü · ${count}/3 pay alındı`)).toBeVisible();
      await expect(
        page.getByText('Paylar: Pay 1/3 ₺53,34 + Pay 2/3 ₺53,33 + Pay 3/3 ₺53,33'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Payımı Al (₺53,33)' }).click();
      await expect(page.getByText(`Sizin payınız: ${share} · ₺53,33`)).toBeVisible();
      if (share === 'Pay 2/3') {
        await page.screenshot({ path: `${SHOTS}/take-a-share.png`, fullPage: true });
      }
      await page.getByRole('button', { name: '₺53,33 Hesap İste' }).click();
      await sent(page);
    }
    // Every share is taken: Ayşe's screen says so live, and offers none.
    await expect(first.getByText('3 kişiye bölündü · 3/3 pay alındı')).toBeVisible();
    await expect(first.getByText('Tüm paylar alındı')).toBeVisible();
    await expect(first.getByRole('button', { name: /^Payımı Al/ })).toHaveCount(0);

    // The staff tablet: each request says which share of what it is; approve and take each.
    const tablet = await (
      await browser.newContext({ viewport: { width: 1024, height: 768 }, isMobile: false })
    ).newPage();
    await tablet.goto('/staff/');
    await tablet.getByLabel('E-posta').fill('staff@bogaz.masa.app');
    await tablet.getByLabel('Şifre').fill('staff1234');
    await tablet.getByRole('button', { name: 'Giriş Yap' }).click();
    await tablet.getByRole('link', { name: /^İstekler/ }).click();
    const splits = tablet
      .getByRole('region', { name: /^Hesap bölme istekleri/ })
      .getByRole('article', { name: /^Paylaşım [A-Z0-9]+: hesap bölme isteği$/ });
    await expect(splits).toHaveCount(3);
    await tablet.screenshot({ path: `${SHOTS}/staff-shares.png` });
    for (const [share, amount] of [
      ['Pay 1/3', '₺103,34'],
      ['Pay 2/3', '₺53,33'],
      ['Pay 3/3', '₺53,33'],
    ] as const) {
      const card = splits.filter({ hasText: `${share} · Humus` });
      await card.getByRole('button', { name: 'Onayla' }).click();
      const take = card.getByRole('button', { name: `${amount} Nakit Ödemesini Al` });
      await take.click();
      await card.getByRole('button', { name: `${amount} Ödemeyi Kaydet` }).click();
      await expect(take).toBeHidden();
    }

    // The bill is paid, to the kuruş: nothing left, and the diners' screen says so.
    const bill = await readBill(request, ayse, order.id);
    expect(bill).toMatchObject({ allPaid: true, remainingAmount: 0 });
    await first.reload();
    await expect(first.getByRole('button', { name: 'Tüm Ürünler Ödendi' })).toBeDisabled();
    await first.screenshot({ path: `${SHOTS}/paid.png`, fullPage: true });
  } finally {
    await table.close();
  }
});

test('an English phone shares a dish in English, the amounts in lira', async ({
  browser,
  request,
}) => {
  const table = await ownTable(request, BOGAZ, 'Paylaşım EN');
  try {
    const guest = await registerByApi(request, uniqueEmail('share'), 'Emma Share');
    const order = await orderHumus(request, guest, table.id);
    const page = await phone(browser, guest, table.id, `/split-bill/${order.id}`, {
      locale: 'en-GB',
      title: 'Split the Bill',
    });
    await page.getByRole('button', { name: 'Share Hummus' }).click();
    await page.getByLabel('Share Hummus among how many people?').selectOption('3');
    await expect(page.getByText('Your share: Share 1/3 · ₺53,34')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ask for the Bill: ₺53,34' })).toBeEnabled();
    expect(await findA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/english.png`, fullPage: true });
  } finally {
    await table.close();
  }
});

test('a share chosen in two turns into the three a friend just asked for, shown as not taken', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const table = await ownTable(request, BOGAZ, 'Paylaşım İki');
  try {
    const [ayse, berk] = (await Promise.all(
      ['Ayşe İki', 'Berk İki'].map((name) => registerByApi(request, uniqueEmail('pay2'), name)),
    )) as [TestSession, TestSession];
    const order = await orderHumus(request, ayse, table.id);
    await joinTableByApi(request, berk, BOGAZ, table.id);
    const path = `/split-bill/${order.id}`;

    // Ayşe starts sharing among two, but has not asked yet.
    const first = await phone(browser, ayse, table.id, path);
    await first.getByRole('button', { name: 'Humus ürününü paylaş' }).click();
    await first.getByLabel('Humus kaç kişiye bölünsün?').selectOption('2');
    await expect(first.getByText('Sizin payınız: Pay 1/2 · ₺80,00')).toBeVisible();

    // Berk shares it among three and asks for his share.
    const second = await phone(browser, berk, table.id, path);
    await second.getByRole('button', { name: 'Humus ürününü paylaş' }).click();
    await second.getByLabel('Humus kaç kişiye bölünsün?').selectOption('3');
    await second.getByRole('button', { name: '₺53,34 Hesap İste' }).click();
    await sent(second);

    // Ayşe's screen follows: the Humus is shared in three, her half is gone, nothing is chosen
    // for her until she takes one of the shares left.
    await expect(first.getByText('3 kişiye bölündü · 1/3 pay alındı')).toBeVisible();
    await expect(first.getByText(/^Sizin payınız/)).toHaveCount(0);
    const take = first.getByRole('button', { name: 'Payımı Al (₺53,33)' });
    await expect(take).toHaveAttribute('aria-pressed', 'false');
    await take.click();
    await expect(first.getByText('Sizin payınız: Pay 2/3 · ₺53,33')).toBeVisible();
    await expect(first.getByRole('button', { name: '₺53,33 Hesap İste' })).toBeEnabled();
  } finally {
    await table.close();
  }
});
