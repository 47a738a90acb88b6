import { readFile } from 'node:fs/promises';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import QRCode from 'qrcode';
import {
  registerByApi,
  type TestSession,
  uniqueEmail,
} from '../../web/e2e/support/account-helpers.ts';
import { findA11yViolations } from '../../web/e2e/support/axe.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';
import { openScreen } from './support/screens.ts';

// Issue 17 §2–3: the owner adds a table whose printed code opens it in the diner app, and
// downloads the QR sheet as a PDF that carries it; with a diner's menu open at that table, the
// owner marks a dish sold out (from "Menü / Stok", then from a board card) and the diner's menu
// follows without a reload; back on sale, it orders.
// The dish, Fırın Sütlaç, and the new table are used by no other spec.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };
const DISH = 'Fırın Sütlaç';

async function signIn(page: Page) {
  await signInStaff(page, OWNER);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
}

/** A signed-in diner's phone that opens `url` as its camera app would open the printed code. */
async function dinerScans(browser: Browser, url: string) {
  const context = await newPhone(browser, { timezoneId: 'Europe/Istanbul' });
  const phone = await context.newPage();
  const session: TestSession = await registerByApi(
    phone.request,
    uniqueEmail('stok'),
    'Stok Deneme',
  );
  await phone.goto('/customerapp/invite');
  await phone.evaluate((s) => {
    localStorage.clear();
    localStorage.setItem('auth_token', s.token);
    localStorage.setItem('refresh_token', s.refreshToken);
    localStorage.setItem('user_data', JSON.stringify(s.user));
  }, session);
  await phone.goto(url);
  return { context, phone };
}

test('a new table’s QR code opens it; a dish sold out mid-service leaves the open menu live and comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);

  // The owner adds a table for the terrace season.
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const draftName = `Yeni Masa ${suffix}`;
  const tableName = `Teras ${suffix}`;
  await openScreen(page, 'Masa ve QR');
  const add = page.getByRole('form', { name: 'Masa Ekle' });
  await add.getByLabel('Kişi').fill('0');
  await add.getByRole('button', { name: 'Masa Ekle' }).click();
  await expect(add.getByRole('alert')).toHaveText('Masa adı 1 ile 40 karakter arasında olmalı');
  await add.getByLabel('Masa adı').fill(draftName);
  await add.getByRole('button', { name: 'Masa Ekle' }).click();
  await expect(add.getByRole('alert')).toHaveText(
    'Kişi sayısı 1 ile 50 arasında bir tam sayı olmalı',
  );
  await add.getByLabel('Kişi').fill('6');
  await add.getByLabel('Alan').selectOption({ label: 'Teras' });
  await add.getByRole('button', { name: 'Masa Ekle' }).click();
  await expect(page.getByText(`${draftName} eklendi; QR kodu hazır.`)).toBeVisible();
  const draft = page.getByRole('form', { name: `${draftName} ayarları` });
  await expect(draft.getByLabel('Alan')).toHaveValue('terrace');
  await expect(draft.getByLabel('Kişi')).toHaveValue('6');
  // Renamed, and given a new code: the card follows.
  await draft.getByLabel('Masa adı').fill(tableName);
  await draft.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${tableName} kaydedildi`)).toBeVisible();
  const settings = page.getByRole('form', { name: `${tableName} ayarları` });
  const firstUrl = await page
    .getByRole('listitem', { name: `${tableName} QR kodu` })
    .getByRole('link', { name: 'Bağlantıyı aç' })
    .getAttribute('href');
  page.once('dialog', (dialog) => void dialog.accept());
  await settings.getByRole('button', { name: 'Kodu Yenile' }).click();
  await expect(
    page.getByText(`${tableName} için yeni QR kodu hazır; eskisi artık çalışmaz.`),
  ).toBeVisible();

  // Its card on the QR sheet: the business, the code, the table and what to do with it.
  const card = page.getByRole('listitem', { name: `${tableName} QR kodu` });
  await expect(card).toContainText('Boğaz');
  await expect(card).toContainText('Sipariş vermek için okutun');
  await expect(card.getByRole('heading', { name: tableName })).toBeVisible();
  const url = await card.getByRole('link', { name: 'Bağlantıyı aç' }).getAttribute('href');
  expect(url).not.toBe(firstUrl);
  expect(url).toMatch(
    /\/customerapp\/table\/table-[a-z0-9]+\?business=[0-9a-f]{24}&t=[A-Z2-9]{12}$/,
  );
  // The drawn code is exactly the code of that URL.
  const drawn = card.locator('.qr-code svg');
  await expect(drawn).toBeVisible();
  const expected = await QRCode.toString(url!, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  const expectedPath = /<path[^>]* d="([^"]+)"/g;
  const paths = [...expected.matchAll(expectedPath)].map((m) => m[1]);
  const shown = await drawn
    .locator('path')
    .evaluateAll((list) => list.map((p) => p.getAttribute('d')));
  expect(shown).toEqual(paths);
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-tables-admin.png' });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/staff-tables-qr.png' });
  // Printed on A4 (794 × 1123 CSS pixels), only the sheet remains: no forms, no buttons.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await expect(add).toBeHidden();
  await expect(page.getByRole('button', { name: 'QR Sayfasını Yazdır' })).toBeHidden();
  await expect(card).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'docs/screenshots/staff-qr-sheet-print.png' });
  await expect(page.getByRole('button', { name: 'PDF indir' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1024, height: 768 });

  // The same sheet as a PDF from the server: a file named after the business, A4, with this
  // table's name and typable code in it (the API test decodes every drawn code).
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF indir' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('masa-qr-bogazici-lokantasi.pdf');
  const bytes = new Uint8Array(await readFile((await pdf.path())!));
  const document = await getDocument({ data: bytes, disableFontFace: true, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const pageOf = await document.getPage(number);
    expect(pageOf.view.map(Math.round)).toEqual([0, 0, 595, 842]);
    for (const item of (await pageOf.getTextContent()).items)
      if ('str' in item) text.push(item.str);
  }
  const token = new URL(url!).searchParams.get('t')!;
  expect(text).toEqual(
    expect.arrayContaining([
      'Boğaziçi Lokantası',
      tableName,
      `Masa kodu: ${token.match(/.{4}/g)!.join('-')}`,
    ]),
  );
  await expect(page.getByRole('button', { name: 'PDF indir' })).toBeEnabled();
  await page.getByRole('heading', { name: 'QR sayfası' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('staff-qr-sheet-head.png') });

  // A diner scans the new table's code: the menu opens at that table.
  const { context, phone } = await dinerScans(browser, url!);
  await expect(phone.getByText(tableName).first()).toBeVisible();
  await phone.getByRole('searchbox', { name: 'Ürün ara' }).fill('Sütlaç');
  const dish = phone.getByRole('button', { name: `${DISH} sepete ekle` });
  await expect(dish).toBeVisible();
  await phone.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The owner marks it sold out from "Menü / Stok"; the open menu follows without a reload.
  await openScreen(page, 'Menü / Stok');
  await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('sütlaç');
  const toggle = page.getByRole('switch', { name: DISH, exact: true });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toHaveText('Tükendi');
  await expect(page.getByText(`${DISH} tükendi; müşteriler sipariş veremez.`)).toBeVisible();
  await expect(dish).toBeHidden();
  await expect(phone.getByText('Şu anda mevcut değil')).toBeVisible();
  expect(await phone.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-stock.png' });

  // Back on sale, the diner puts it in the cart; sold out again before the order is sent, the
  // open cart says so at once and offers no order (issue 29 §6); back on sale once more, the
  // order is placed.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(dish).toBeVisible();
  await dish.click();
  await phone.getByRole('link', { name: /Sepete git/ }).click();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // The switch turns at once (optimistic); the news line waits for the server's answer, so
  // the order below never races the write.
  await expect(page.getByText(`${DISH} tükendi; müşteriler sipariş veremez.`)).toBeVisible();
  const confirm = phone.getByRole('button', { name: 'Siparişi Onayla' });
  await expect(phone.getByText('Şu anda mevcut değil · Siparişe eklenmeyecek')).toBeVisible();
  await expect(
    phone.getByText('Sepetteki ürünlerin hiçbiri şu anda sipariş verilemiyor.'),
  ).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(`${DISH} yeniden satışta.`)).toBeVisible();
  await confirm.click();
  await expect(phone.getByText('Siparişiniz başarıyla oluşturuldu!').first()).toBeVisible();

  // That was the last portion: "Tükendi" on the board card's line, the menu open again.
  await phone.goto(url!);
  await phone.getByRole('searchbox', { name: 'Ürün ara' }).fill('Sütlaç');
  await expect(dish).toBeVisible();
  await openScreen(page, 'Siparişler');
  const line = page
    .getByRole('article', { name: new RegExp(`^${tableName} Sipariş #`) })
    .getByRole('button', { name: `${DISH} tükendi`, exact: true });
  await expect(line).toHaveAttribute('aria-pressed', 'false');
  // A mis-tap next to the line's check is undone in one tap while the board says what it did.
  const undo = page.getByRole('button', { name: `${DISH} tükendi işaretini geri al` });
  await line.click();
  await expect(line).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('status').filter({ hasText: `${DISH} tükendi; müşteriler sipariş veremez.` }),
  ).toBeVisible();
  await undo.click();
  await expect(line).toHaveAttribute('aria-pressed', 'false');
  await expect(undo).toBeHidden();
  // Marked and left: the diner's menu loses the dish, the offer to undo goes, the mark stays.
  await line.click();
  await expect(phone.getByText('Şu anda mevcut değil')).toBeVisible();
  await expect(dish).toBeHidden();
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-board-sold-out.png' });
  await expect(undo).toBeHidden({ timeout: 15_000 });
  await expect(line).toHaveAttribute('aria-pressed', 'true');
  await line.click();
  await expect(line).toHaveAttribute('aria-pressed', 'false');
  await expect(dish).toBeVisible();
  await context.close();
});

test('Menü / Stok and Masa ve QR on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await openScreen(page, 'Menü / Stok');
  await expect(page.getByRole('switch', { name: 'Künefe', exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('kebap');
  await expect(page.getByRole('switch', { name: 'Adana Kebap', exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Künefe', exact: true })).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Sipariş alımı' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-stock-phone.png' });
  await openScreen(page, 'Masa ve QR');
  await expect(page.getByRole('listitem', { name: 'Cam Kenarı 1 QR kodu' })).toBeVisible();
  expect(await findA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: 'docs/screenshots/staff-tables-qr-phone.png' });
  await page.getByRole('button', { name: 'PDF indir' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'QR Sayfasını Yazdır' })).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('staff-qr-sheet-head-phone.png') });
});
