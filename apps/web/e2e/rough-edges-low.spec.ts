import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ_ID } from './support/diner-orders.ts';

// Issue 30's Low items, walked on a phone (390×844, the diner project's viewport): the small
// stumbles a diner still meets after the meal's main path is right. One test per finding.

const dishes = (page: Page) => page.getByRole('list', { name: 'Ürünler' });
const dish = (page: Page, name: string) =>
  dishes(page).getByRole('link', { name: `${name} ayrıntıları`, exact: true });

test('a search searches the whole menu, whatever category was chosen', async ({ page }) => {
  await page.goto(`/customerapp/menu/${BOGAZ_ID}`);
  const chips = page.getByRole('list', { name: 'Kategoriler' });
  await chips.getByRole('button', { name: 'Tatlılar' }).click();
  await expect(dish(page, 'Künefe')).toBeVisible();
  await expect(dish(page, 'Ayran')).toHaveCount(0);

  // In 'Tatlılar', the diner looks for a drink: it is found under its own heading.
  await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('ayran');
  await expect(dish(page, 'Ayran')).toBeVisible();
  await expect(page.getByText('Aramanıza uygun ürün bulunamadı.')).toHaveCount(0);
  await expect(dishes(page).getByRole('heading', { level: 2 })).toHaveText(['Soğuk İçecekler']);

  // Clearing the search returns to the chosen category.
  await page.getByRole('button', { name: 'Aramayı temizle' }).click();
  await expect(dish(page, 'Künefe')).toBeVisible();
  await expect(dish(page, 'Ayran')).toHaveCount(0);
});
