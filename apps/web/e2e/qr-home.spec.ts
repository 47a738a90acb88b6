import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BOGAZ } from './support/qr-video.ts';

// Home's table context (000 §2.4): 'Aktif Oturum', 'Ödemeniz Tamamlandı', the invite card.

async function openHomeWith(page: Page, items: Record<string, string>) {
  await page.goto('/customerapp/invite');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.goto('/customerapp/');
}

const session = { business_id: BOGAZ, table_id: 'table-bogaz03' };

test('a scanned table shows as the active session with its names', async ({ page }) => {
  await openHomeWith(page, session);
  const card = page.getByRole('region', { name: 'Aktif Oturum' });
  await expect(card).toContainText('Boğaziçi Lokantası');
  await expect(card).toContainText('Cam Kenarı 3');
  await card.getByRole('link', { name: 'QR Kod Okut' }).click();
  await expect(page).toHaveURL('/customerapp/qr-scan');
});

test('with an active order the session card opens the menu', async ({ page }) => {
  await openHomeWith(page, { ...session, activeOrderId: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
  const card = page.getByRole('region', { name: 'Aktif Oturum' });
  await card.getByRole('link', { name: 'Menüyü Görüntüle' }).click();
  await expect(page).toHaveURL(`/customerapp/menu/${BOGAZ}/table-bogaz03`);
});

test('a stale table reads as unknown rather than failing', async ({ page }) => {
  await openHomeWith(page, { business_id: BOGAZ, table_id: 'table-gone' });
  const card = page.getByRole('region', { name: 'Aktif Oturum' });
  await expect(card).toContainText('Boğaziçi Lokantası');
  await expect(card).toContainText('Bilinmeyen Masa');
});

test('after payment the home screen says the payment is complete', async ({ page }) => {
  await openHomeWith(page, {
    ...session,
    sessionCleared: 'true',
    sessionClearedAt: new Date().toISOString(),
    paymentCompleted: 'true',
  });
  await expect(page.getByRole('region', { name: 'Aktif Oturum' })).toHaveCount(0);
  const card = page.getByRole('region', { name: 'Ödemeniz Tamamlandı' });
  await card.getByRole('link', { name: 'QR Kod Okut' }).click();
  await expect(page).toHaveURL('/customerapp/qr-scan');
});

test('the scan tile clears the session-cleared flag; the invite card links to /invite', async ({
  page,
}) => {
  await openHomeWith(page, { ...session, sessionCleared: 'true' });
  await expect(page.getByRole('region', { name: 'Aktif Oturum' })).toHaveCount(0);
  await page.getByRole('link', { name: /Masa QR Kodunu Tara/ }).click();
  await expect(page).toHaveURL('/customerapp/qr-scan');
  expect(await page.evaluate(() => localStorage.getItem('sessionCleared'))).toBeNull();

  await page.goto('/customerapp/');
  await expect(page.getByRole('region', { name: 'Aktif Oturum' })).toBeVisible();
  await page.getByRole('region', { name: 'Arkadaşını Davet Et' }).getByRole('link').click();
  await expect(page).toHaveURL('/customerapp/invite');
});
