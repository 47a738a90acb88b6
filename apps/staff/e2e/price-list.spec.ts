import { readFile, writeFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { readPrintedPdf } from './support/read-printed-pdf.ts';
import { signInStaff } from './support/sign-in.ts';
import { openScreen } from './support/screens.ts';

// Issue 35 §3, ADR 089: the owner raises a dish's price in "Menü", sees the change in the
// dish's "Fiyat geçmişi" (old → new), then prints the table cards: the A6 PDF the server makes
// from the menu at that moment carries the new price. The spec's dish is in a category of its
// own, last on the menu, so the prices other specs read do not move; its name sorts after every
// demo dish too, since the products list (and the specs that take its first plain dish, such as
// print-receipt's ₺300 campaign) goes by each dish's place in its category, then by name.

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

async function addDish(page: Page, category: string, dish: string, price: string) {
  await openScreen(page, 'Menü');
  const add = page.getByRole('form', { name: 'Kategori Ekle' });
  await add.getByLabel('Yeni kategori adı').fill(category);
  await add.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText(`${category} kategorisi eklendi.`)).toBeVisible();
  await page.getByRole('button', { name: 'Ürün Ekle' }).click();
  const form = page.getByRole('form', { name: 'Yeni ürün' });
  await form.getByLabel('Ürün adı').fill(dish);
  await form.getByLabel('Fiyat (₺)', { exact: true }).fill(price);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${dish} kaydedildi.`)).toBeVisible();
}

test('the owner changes a price, sees it in the price history, and prints A6 table cards with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const dish = `Zerdali Helva ${suffix}`;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInStaff(page, OWNER);
  await addDish(page, `Fiyat Deneme ${suffix}`, dish, '120,00');

  // The new price, saved; the dish's history has both prices, newest first, and who set them.
  await page.getByRole('button', { name: `${dish} düzenle` }).click();
  let form = page.getByRole('form', { name: `${dish} düzenleniyor` });
  const history = form.getByRole('region', { name: 'Fiyat geçmişi' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('Ürün fiyatıyok → ₺120,00');
  await form.getByLabel('Fiyat (₺)', { exact: true }).fill('132,75');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${dish} kaydedildi.`)).toBeVisible();
  await page.getByRole('button', { name: `${dish} düzenle` }).click();
  form = page.getByRole('form', { name: `${dish} düzenleniyor` });
  const rows = form.getByRole('region', { name: 'Fiyat geçmişi' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Ürün fiyatı₺120,00 → ₺132,75');
  await form.getByRole('region', { name: 'Fiyat geçmişi' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('price-history-1024.png') });
  await form.getByRole('button', { name: /Ürünlere Dön/ }).click();

  // The table cards: an A6 PDF made now from the menu, with the new price and not the old.
  const panel = page.getByRole('region', { name: 'Fiyat listesi' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Masa kartı (A6)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('masa-fiyat-listesi-bogazici-lokantasi-masa-a6.pdf');
  const printed = await readPrintedPdf(await readFile((await download.path())!));
  await writeFile(test.info().outputPath('price-list-a6.png'), printed.firstPagePng);
  const text = printed.pages.join(' ');
  expect(printed.pages[0]).toMatch(
    /^Boğaziçi Lokantası Fiyat Listesi Fiyatlarımıza KDV dahildir\./,
  );
  expect(text).toContain(`${dish} ₺132,75`);
  expect(text).not.toContain(`${dish} ₺120,00`);
  expect(text).toContain('Kuver kişi başı ₺50,00');
  expect(text).toMatch(/Liste tarihi: \d\d\.\d\d\.\d{4} \d\d:\d\d/);

  // On a phone the panel's buttons wrap under the products.
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('price-list-390.png') });
  await expect(panel.getByRole('button', { name: 'Giriş listesi (A4)' })).toBeVisible();
});
