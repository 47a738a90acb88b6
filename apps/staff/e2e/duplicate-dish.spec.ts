import { type Page, expect, test } from '@playwright/test';
import { signInStaff } from './support/sign-in.ts';

// Issue 29: a second dish of the same name in one category saved silently. The owner adds
// "Test Pide", then " test pide " again in the same category: the form says why it is refused
// and stays open with what was typed (ADR 059).

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

async function addDish(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Ürün Ekle' }).click();
  const form = page.getByRole('form', { name: 'Yeni ürün' });
  await form.getByLabel('Ürün adı').fill(name);
  await form.getByLabel('Fiyat (₺)', { exact: true }).fill(price);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  return form;
}

test('a second dish of the same name in a category is refused with the reason', async ({
  page,
}) => {
  const category = `Pideler ${Date.now().toString(36).slice(-5)}`;
  await signInStaff(page, OWNER);
  await page.getByRole('link', { name: 'Menü', exact: true }).click();
  const add = page.getByRole('form', { name: 'Kategori Ekle' });
  await add.getByLabel('Yeni kategori adı').fill(category);
  await add.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText(`${category} kategorisi eklendi.`)).toBeVisible();

  const first = await addDish(page, 'Test Pide', '180');
  await expect(first).toBeHidden();
  const second = await addDish(page, ' test pide ', '150');
  await expect(second.getByRole('alert')).toHaveText(
    'Bu kategoride "test pide" adında bir ürün zaten var; lütfen başka bir ad verin',
  );
  await expect(second.getByLabel('Ürün adı')).toHaveValue(' test pide ');
  await page.screenshot({ path: 'test-results/staff-duplicate-dish.png' });
});
