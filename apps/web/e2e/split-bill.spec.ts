import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { findA11yViolations } from './support/axe.ts';
import { registerByApi, uniqueEmail } from './support/account-helpers.ts';
import {
  decideSplit,
  openSignedIn,
  placeApiOrder,
  readBill,
  joinTableByApi,
} from './support/bill-helpers.ts';
import { EGE } from './support/qr-video.ts';
import { staffHeaders } from './support/staff-api.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 7 (001 §2 Split bill, §4, §8): two diners at one table split one order's items at the
// same moment. The server holds the units of a pending split, so together they can never take
// more than remains; the one who asked for too much gets the server's reason.

const EGE_STAFF = { email: 'staff@ege.masa.app', password: 'staff1234' };
const SUCCESS = 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.';

const message = (page: Page, text: string | RegExp) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('two diners split the same units at once; the remaining quantities stay right', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A table of its own: a fresh sitting whose first order carries the kuver paid at the end,
  // whatever ran before it (a retry included).
  const table = await ownTable(request, EGE, 'Böl');
  const AT = { businessId: EGE, tableId: table.id };
  const owner = await registerByApi(request, uniqueEmail('bol1'), 'Ayşe Masa');
  const friend = await registerByApi(request, uniqueEmail('bol2'), 'Ali Masa');
  const { order, productName } = await placeApiOrder(request, owner, AT.businessId, AT.tableId, 3);
  // The friend scanned the table's printed code: a diner of the order's sitting (ADR 042).
  const seated = await joinTableByApi(request, friend, AT.businessId, AT.tableId);

  const pages: Page[] = [];
  for (const session of [owner, friend]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSignedIn(page, session, AT, `/split-bill/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hesabı Böl' })).toBeVisible();
    await expect(page.getByText('Kalan: 3')).toBeVisible();
    // Ege accepts online: offered on a split too (ADR 086), after the methods taken at the table.
    await expect(page.getByRole('radio', { name: 'Nakit' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Online Ödeme' })).toBeVisible();
    const ask = page.getByRole('button', { name: /Hesap İste$/ });
    await expect(ask).toBeDisabled();
    const more = page.getByRole('button', { name: `${productName} adedini artır` });
    await more.click();
    await more.click();
    await expect(page.getByRole('status', { name: `${productName} seçilen adet` })).toHaveText('2');
    pages.push(page);
  }

  // Both ask for 2 of the 3 units at the same moment.
  await Promise.all(pages.map((page) => page.getByRole('button', { name: /Hesap İste$/ }).click()));
  const refused = new RegExp(
    `^Split Bill işlemi başarısız: Seçilen miktar kalan miktarı aşıyor: ${productName} \\(kalan 1\\)$`,
  );
  const outcomes = await Promise.all(
    pages.map(async (page) => {
      const won = message(page, SUCCESS);
      const lost = page.getByRole('alert').filter({ hasText: refused }).first();
      await expect(won.or(lost)).toBeVisible();
      return (await won.isVisible()) ? 'won' : 'lost';
    }),
  );
  expect(outcomes.sort()).toEqual(['lost', 'won']);
  const loser = pages[outcomes.indexOf('lost')]!;

  // The server holds 2 units for the pending request: 1 is left to take.
  let bill = await readBill(request, owner, order.id);
  expect(bill.items[0]).toMatchObject({
    remainingQuantity: 3,
    pendingQuantity: 2,
    availableQuantity: 1,
  });
  // 'Kalan' is what a split may still take; the units awaiting the staff are counted apart.
  const row = loser.getByRole('list', { name: 'Ödenecek ürünler' }).getByRole('listitem');
  await expect(row).toContainText('Kalan: 1 · Onay bekleyen: 2');
  // The loser's choice of 2 is cut to what is still available (or cleared, depending on when
  // the figures reloaded); either way it can reach 1 and no more.
  const more = loser.getByRole('button', { name: `${productName} adedini artır` });
  const chosen = loser.getByRole('status', { name: `${productName} seçilen adet` });
  await expect(chosen).toHaveText(/^[01]$/);
  if ((await chosen.textContent()) === '0') await more.click();
  await expect(chosen).toHaveText('1');
  await expect(more).toBeDisabled();
  await loser.getByRole('button', { name: /Hesap İste$/ }).click();
  await expect(message(loser, SUCCESS)).toBeVisible();
  // Every unit now awaits the staff (issue 30): the row reads so, never as still owed, and
  // offers nothing more to take.
  await expect(row).toContainText('Onay bekleyen: 3');
  await expect(row).toContainText('Onay bekliyor');
  await expect(row).not.toContainText('Kalan');
  await expect(more).toHaveCount(0);

  // The staff approve both: no unit remains, and the splits plus what remains (the order's
  // service charges, paid with the rest of the bill) add up to the order, to the kuruş.
  const staff = await staffHeaders(request, EGE_STAFF);
  bill = await readBill(request, owner, order.id);
  expect(bill.splitRequests).toHaveLength(2);
  for (const split of bill.splitRequests) await decideSplit(request, staff, split.id, 'approved');
  bill = await readBill(request, friend, order.id, seated);
  expect(bill.items[0]).toMatchObject({ remainingQuantity: 0, availableQuantity: 0 });
  expect(bill.allPaid).toBe(true);
  const splitSum = bill.splitRequests.reduce((sum, split) => sum + split.amount, 0);
  expect(splitSum + bill.remainingAmount).toBe(order.total);
  for (const page of pages) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Tüm Ürünler Ödendi' })).toBeDisabled();
    expect(await findA11yViolations(page)).toEqual([]);
  }

  // The payment screen in bill mode asks for what is left (the service charges); afterwards
  // 'Ödemeye Devam Et' is shown disabled with the request's state (ADR 022).
  const [first] = pages;
  await first!.goto(`/customerapp/payment/${order.id}?requestType=bill&returnUrl=/orders`);
  await expect(first!.getByRole('heading', { level: 1, name: 'Hesap İste' })).toBeVisible();
  await expect(first!.getByRole('link', { name: 'Hesabı Böl (Alman Usulü)' })).toHaveAttribute(
    'href',
    `/customerapp/split-bill/${order.id}`,
  );
  // The saved cards here are the profile's editor: a card added on this screen is announced
  // and listed masked.
  await expect(first!.getByRole('heading', { name: 'Kayıtlı Kartlar' })).toBeVisible();
  await first!.getByRole('button', { name: 'Yeni Kart Ekle' }).click();
  await first!.getByLabel('Kart Numarası').fill('5555555555554444');
  await first!.getByLabel('Kart Üzerindeki İsim').fill('AYŞE YILMAZ');
  await first!.getByLabel('Son Kullanma Tarihi (AA/YY)').fill('01/30');
  await first!.getByLabel('CVV').fill('321');
  await first!.getByRole('button', { name: 'Kaydet' }).click();
  await expect(message(first!, 'Ödeme yöntemi başarıyla eklendi')).toBeVisible();
  await expect(
    first!.getByRole('list', { name: 'Kayıtlı kartlar' }).getByRole('listitem'),
  ).toContainText(['Mastercard •••• 4444']);
  await first!.getByRole('radio', { name: '%5' }).check();
  await first!.getByRole('button', { name: 'Hesap İste', exact: true }).click();
  await expect(message(first!, 'Hesap isteğiniz alındı!')).toBeVisible();
  await expect(first!.getByRole('button', { name: 'Ödemeye Devam Et' })).toBeDisabled();
  expect(await findA11yViolations(first!)).toEqual([]);
  for (const page of pages) await page.context().close();
});
