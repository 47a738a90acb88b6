import type { Page } from '@playwright/test';

/** A demo staff account (every demo account's password is staff1234). */
export type StaffAccount = { email: string; password: string };

/** Opens the staff app and signs in through its form, as a person would. */
export async function signInStaff(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/staff/');
  await page.getByLabel('E-posta').fill(account.email);
  await page.getByLabel('Şifre').fill(account.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
}
