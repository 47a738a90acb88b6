import { expect, test } from '@playwright/test';
import { signInStaff } from './support/sign-in.ts';

// docs/decisions/016-refresh-token-cookie.md: the staff app's refresh token lives in an HttpOnly
// cookie of its own; the stored session holds only the access token.

const WAITER = { email: 'waiter@bogaz.masa.app', password: 'staff1234' };

test("the staff app's refresh token is an HttpOnly cookie, and a spoiled access token is renewed through it", async ({
  page,
  context,
}) => {
  await signInStaff(page, WAITER);
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();

  const cookie = (await context.cookies()).find((c) => c.name === 'masa_staff_refresh');
  expect(cookie).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/auth/refresh-token',
  });
  expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000); // remembered: it outlives the browser
  const stored = await page.evaluate(() => localStorage.getItem('masa-staff-session') ?? '');
  expect(stored).not.toContain(cookie!.value);
  expect(JSON.parse(stored).refreshToken).toBeUndefined();

  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('masa-staff-session')!);
    localStorage.setItem('masa-staff-session', JSON.stringify({ ...session, token: 'ey.bozuk.x' }));
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Canlı' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('masa-staff-session')!).token))
    .not.toBe('ey.bozuk.x');

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('heading', { name: 'Personel Girişi' })).toBeVisible();
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'masa_staff_refresh'))
    .toBe(false);
});

test('a sign-in not remembered on the device gets a cookie that ends with the browser', async ({
  page,
  context,
}) => {
  await page.goto('/staff/');
  await page.getByLabel('E-posta').fill(WAITER.email);
  await page.getByLabel('Şifre').fill(WAITER.password);
  await page.getByLabel('Bu cihazı hatırla').uncheck();
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('heading', { name: /^Yeni/ })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'masa_staff_refresh');
  expect(cookie?.expires).toBe(-1);
});
