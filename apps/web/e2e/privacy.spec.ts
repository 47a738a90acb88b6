import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';
import { BOGAZ_ID } from './support/diner-orders.ts';
import { addFromMenu } from './support/menu-helpers.ts';
import { expectNoSidewaysScroll, largeText } from './support/sideways.ts';
import { ownTable } from './support/table-tokens.ts';

// Issue 35 §5 (ADR 090): the aydınlatma metni of KVKK 6698 art. 10, in the diner's app at
// /privacy (000 §2.1), reached from sign-up beside the consent, from the profile and from a
// guest's details, and readable on a 360 px phone with the text at 200 %.

const SHOTS = 'test-results/privacy35';

/** What the notice must say: who the controller is, the legal bases, transfers, the rights. */
async function expectNotice(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Aydınlatma Metni' })).toBeVisible();
  for (const title of [
    'Veri sorumlusu kim?',
    'Hangi bilgileri, neden işliyoruz?',
    'Hukuki sebepler (KVKK md. 5)',
    'Kimlere aktarılır?',
    'Ne kadar süre saklanır?',
    'Haklarınız (KVKK md. 11)',
    'Haklarınızı nasıl kullanırsınız?',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByText(/Ödeme kuruluşu iyzico/)).toBeVisible();
  await expect(page.getByText(/E-posta ve SMS gönderim hizmeti sağlayıcıları/)).toBeVisible();
  await expect(page.getByText(/md\. 5\/2-c/)).toBeVisible();
  await expect(page.getByText(/Vergi Usul Kanunu/)).toBeVisible();
}

test('sign-up links the notice beside the consent, and it names the controller, bases, transfers and rights', async ({
  page,
}) => {
  await page.goto('/customerapp/register');
  const consent = page.locator('label[for="register-acceptTerms"]');
  const link = consent.getByRole('link', { name: 'veri politikasını' });
  await expect(link).toHaveAttribute('href', '/customerapp/privacy');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.goto('/customerapp/privacy');
  await expectNotice(page);
  await page.screenshot({ path: `${SHOTS}/privacy-390.png`, fullPage: true });
});

test('a signed-in diner finds the notice on the profile, and goes back to it', async ({
  page,
  request,
}) => {
  await storeSession(page, await registerByApi(request, uniqueEmail('kvkk')));
  await page.goto('/customerapp/profile');
  await page.getByRole('link', { name: 'Aydınlatma metnini oku' }).click();
  await expect(page).toHaveURL('/customerapp/privacy');
  await expectNotice(page);
  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL('/customerapp/profile');
});

test('a guest sees the notice linked at checkout and on the page that keeps the account', async ({
  page,
}) => {
  const table = await ownTable(page.request, BOGAZ_ID, 'KVKK');
  await page.goto(table.qrUrl);
  await addFromMenu(page, 'Çay', ['Normal']);
  await page.goto('/customerapp/cart');
  await expect(page.getByText('Üye olmadan, misafir olarak sipariş verirsiniz.')).toBeVisible();
  const atCheckout = page.getByRole('link', {
    name: 'Kişisel verileriniz hakkında aydınlatma metni',
  });
  await expect(atCheckout).toHaveAttribute('href', '/customerapp/privacy');
  await table.close();

  const guest = await page.request.post('/api/users/customer/guest', { data: {} });
  expect(guest.status()).toBe(201);
  await storeSession(
    page,
    ((await guest.json()) as { data: Parameters<typeof storeSession>[1] }).data,
  );
  await page.goto('/customerapp/keep-account');
  const keep = page.getByRole('link', { name: 'Kişisel verileriniz hakkında aydınlatma metni' });
  await expect(keep).toHaveAttribute('href', '/customerapp/privacy');
});

test.describe('on a 360 px phone with the text at 200 %', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the notice grows downwards, never sideways', async ({ page }) => {
    await page.goto('/customerapp/privacy');
    await expectNotice(page);
    await largeText(page);
    await page.screenshot({ path: `${SHOTS}/privacy-360-200.png`, fullPage: true });
    await expectNoSidewaysScroll(page);
  });
});
