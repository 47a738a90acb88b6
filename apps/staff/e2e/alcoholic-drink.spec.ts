import { expect, test } from '@playwright/test';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 35 §1 (ADR 092): a drink's VAT is 20 % because the owner ticks "Alkollü içecek (KDV
// %20)" in the menu editor, not because its name sounds like one. Ege's demo rakı is ticked; the
// owner adds a liqueur whose name no word list knows, ticks it, and the diner's menu sells it at
// 20 %. The spec's dish is in a category of its own, last on the menu, so other specs' prices
// stay where they are.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };

test('the owner ticks a drink alcoholic and the menu sells it at 20 % VAT', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36).slice(-5).toUpperCase();
  const category = `İçki Deneme ${suffix}`;
  const dish = `Zeytin Likörü ${suffix}`;
  await signInStaff(page, OWNER);
  await page.getByRole('link', { name: 'Menü', exact: true }).click();

  // The demo's rakı is an alcoholic drink: ticked, its VAT fixed at 20 %.
  await page.getByRole('button', { name: /^Rakı ve Şarap \d+ ürün$/ }).click();
  await page.getByRole('button', { name: 'Rakı düzenle' }).click();
  let form = page.getByRole('form', { name: 'Rakı düzenleniyor' });
  await expect(form.getByLabel('Alkollü içecek (KDV %20)')).toBeChecked();
  await expect(form.getByLabel('KDV oranı')).toBeDisabled();
  await expect(form.getByLabel('KDV oranı')).toHaveValue('20');
  await form.getByRole('button', { name: /Ürünlere Dön/ }).click();

  const add = page.getByRole('form', { name: 'Kategori Ekle' });
  await add.getByLabel('Yeni kategori adı').fill(category);
  await add.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText(`${category} kategorisi eklendi.`)).toBeVisible();
  await page.getByRole('button', { name: 'Ürün Ekle' }).click();
  form = page.getByRole('form', { name: 'Yeni ürün' });
  await form.getByLabel('Ürün adı').fill(dish);
  await form.getByLabel('Fiyat (₺)', { exact: true }).fill('240,00');
  await expect(form.getByLabel('KDV oranı')).toHaveValue('10');
  await form.getByLabel('Alkollü içecek (KDV %20)').check();
  await expect(form.getByLabel('KDV oranı')).toHaveValue('20');
  await form.getByLabel('Alkollü içecek (KDV %20)').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('alcoholic-1024.png') });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${dish} kaydedildi.`)).toBeVisible();

  // The diner's menu sells it at 20 %.
  const menu = await (await request.get(`/api/products/business/${EGE}`)).json();
  const sold = (menu.data as { name: string; vatRate: number }[]).find((p) => p.name === dish);
  expect(sold?.vatRate).toBe(0.2);
});
