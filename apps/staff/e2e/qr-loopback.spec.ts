import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../web/e2e/support/env.ts';
import { signInStaff } from './support/sign-in.ts';

// Issue 29: the QR sheet encoded http://localhost:… when PUBLIC_URL was unset, with no warning.
// The e2e server's PUBLIC_URL is its own localhost address: the sheet says, before printing,
// that its codes open on no diner's phone and what to change (ADR 059).

const OWNER = { email: 'staff@bogaz.masa.app', password: 'staff1234' };

test('the QR sheet warns that codes pointing at localhost open on no diner’s phone', async ({
  page,
}) => {
  await signInStaff(page, OWNER);
  await page.getByRole('link', { name: 'Masa ve QR' }).click();
  const sheet = page.getByRole('region', { name: 'QR sayfası' });
  await expect(sheet.getByRole('alert')).toHaveText(
    `Dikkat: kodlar ${E2E_BASE_URL} adresini açıyor; bu adres yalnızca sunucunun çalıştığı bilgisayarda açılır, misafirlerin telefonunda açılmaz. Yazdırmadan önce sunucunun PUBLIC_URL ayarını restoranın internet adresine çevirin.`,
  );
  await sheet.getByRole('alert').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/staff-qr-loopback.png' });
  // Printed, the sheet carries the codes only, not the warning.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.getByRole('alert')).toBeHidden();
});
