import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';

// Issue 35 §5 (KVKK 6698 art. 11, ADR 090): a diner downloads what Masa keeps about them from
// the profile, and deletes their account, after which they cannot sign in.

const SHOTS = 'test-results/personal-data35';

test('a diner downloads their data from the profile as a JSON file of their own', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('verilerim');
  await storeSession(page, await registerByApi(request, email, 'Veri Sahibi'));
  await page.goto('/customerapp/profile');
  const section = page.getByRole('region', { name: 'Kişisel verilerim' });
  await expect(section).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-390.png` });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Verilerimi indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^masa-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(data.profile).toMatchObject({ name: 'Veri Sahibi', email });
  expect(data.profile).not.toHaveProperty('passwordHash');
  expect(data).toHaveProperty('orders');
  await expect(section.getByText('Verileriniz indirildi.')).toBeVisible();
});

test('a diner deletes the account from the profile, reads what goes and what stays, and cannot sign in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('silinen');
  await storeSession(page, await registerByApi(request, email, 'Silinen Müşteri'));
  await page.goto('/customerapp/profile');
  await page.getByRole('link', { name: 'Hesabımı sil' }).click();
  await expect(page).toHaveURL('/customerapp/profile/delete');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabımı sil' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Silinecekler' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restoranda kalacaklar' })).toBeVisible();
  await expect(page.getByText(/anonim olarak saklanır/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/delete-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `${SHOTS}/delete-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // A wrong password: the server's refusal, and the account stays.
  await page.getByLabel('Şifreniz').fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page.getByRole('alert')).toHaveText('Şifreniz yanlış. Hesabınız silinmedi.');
  await expect(page).toHaveURL('/customerapp/profile/delete');

  await page.getByLabel('Şifreniz').fill('gizli123');
  await page.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page).toHaveURL('/customerapp/login?accountDeleted=true');
  await expect(
    page.getByText('Hesabınız silindi. Siparişleriniz restoranın kayıtlarında', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ana menü' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Signing in with the deleted account fails as any unknown account does.
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill('gizli123');
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı.');
});
