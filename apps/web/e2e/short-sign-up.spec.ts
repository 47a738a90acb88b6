import type { Page } from '@playwright/test';
import { DEMO_BUSINESS_IDS } from '../../server/src/db/seed/demo-ids.ts';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './support/account-helpers.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { openPrintedCode, ownTable } from './support/table-tokens.ts';

// Issue 30 (ADR 080): a diner at a table who decides to make an account is asked only what
// ordering needs, and orders right after, at a table of the test's own (no other spec's diners
// share it, and no spec's opening hours close it).

const BOGAZ = DEMO_BUSINESS_IDS.bogaz;

const toast = (page: Page, text: string) =>
  page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).first();

test('a tourist at a table signs up with the short form and a +44 phone, and orders', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('kisa-kayit');
  const table = await ownTable(page.request, BOGAZ, 'Kayıt');
  await openPrintedCode(page, BOGAZ, table.id);
  await addFromMenu(page, 'Ayran');
  await page.getByRole('link', { name: /Sepete git/ }).click();
  await expect(page.getByRole('heading', { name: 'Sepetim' })).toBeVisible();

  // The cart's sign-in link, then "Kayıt Olun": the way back to the cart is kept.
  await page.getByRole('link', { name: 'Giriş Yap' }).click();
  await page.getByRole('link', { name: 'Kayıt Olun' }).click();
  await expect(page).toHaveURL(/\/customerapp\/register\?redirectPath=%2Fcart$/);
  // Name, e-mail, an optional phone, the password twice, and the terms: nothing more.
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Kayıt Ol' }) });
  await expect(form.locator('input')).toHaveCount(6);
  for (const later of ['Doğum Tarihi', 'Adres', 'Şehir', 'Posta Kodu'])
    await expect(page.getByLabel(later)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/short-sign-up.png', fullPage: true });

  await page.getByLabel('Ad Soyad').fill('Deniz Kısa');
  await page.getByLabel('E-posta').fill(email);
  // A tourist's number is taken in E.164 and kept in one spelling (ADR 080).
  await page.getByLabel('Telefon').fill('+44 7911 123456');
  await page.getByLabel('Şifre', { exact: true }).fill('gizli123');
  await page.getByLabel('Şifre (Tekrar)').fill('gizli123');
  await page.getByRole('checkbox').check();
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/customer-users/register'));
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  const answer = await registered;
  expect(answer.status()).toBe(201);
  expect((await answer.json()).data.user.phone).toBe('+447911123456');
  await expect(
    page.getByText('Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...'),
  ).toBeVisible();

  await expect(page).toHaveURL(/\/customerapp\/login\?fromRegister=true&redirectPath=%2Fcart$/);
  await expect(page.getByLabel('E-posta')).toHaveValue(email);
  await page.getByLabel('Şifre').fill('gizli123');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/customerapp\/cart$/);
  await page.getByRole('button', { name: 'Siparişi Onayla' }).click();
  await expect(toast(page, 'Siparişiniz başarıyla oluşturuldu!')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}'));
  expect(stored).toMatchObject({ name: 'Deniz Kısa', email, isGuest: false });
  await page.goto('/customerapp/profile');
  await expect(page.getByText('+447911123456')).toBeVisible();
  await table.close();
});
