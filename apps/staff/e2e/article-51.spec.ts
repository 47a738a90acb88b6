import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { readPrintedPdf } from './support/read-printed-pdf.ts';
import { signInStaff } from './support/sign-in.ts';
import { KUGULU_OWNER as OWNER } from './support/kugulu.ts';
import { openScreen } from './support/screens.ts';

// Issue 35 §1 (ADR 092): Kuğulu, the demo café as `npm start` seeds it, asks no charge and has
// not declared İş Kanunu article 51. Its owner tries a table charge and is refused with the Fiyat
// Etiketi Yönetmeliği's rule; declares article 51, and the charge is saved; withdraws it, and the
// charge is flagged in the settings and left off the price list. The spec leaves the café as it
// found it: the charge off, nothing declared.

const RULE =
  'Fiyat Etiketi Yönetmeliği (m. 8/6) lokanta, kafe ve restoranlarda servis ücreti, masa ücreti, kuver ücreti ve benzeri herhangi bir isim altında ilave ödeme istenmesini yasaklar; İş Kanunu m. 51 kapsamında yüzde usulü uygulayan işletmeler hariç.';

test('the owner is refused a table charge, declares article 51, then withdraws it and the charge is flagged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Masa ücreti ${Date.now().toString(36).slice(-4)}`;
  await signInStaff(page, OWNER);
  await openScreen(page, 'Ayarlar');
  const declaration = page.getByRole('region', { name: 'İş Kanunu m. 51 beyanı' });
  await expect(declaration.getByTestId('article-51-state')).toHaveText(
    'Beyan yok: servis, masa ve kuver ücreti uygulanamaz.',
  );

  // Refused without the declaration, with the rule in Turkish.
  const add = page.getByRole('form', { name: 'Yeni hizmet bedeli' });
  await add.getByLabel('Tür').selectOption({ label: 'Masa ücreti' });
  await add.getByLabel('Yazıcı adı').fill(name);
  await add.getByLabel('Hesaplama').selectOption({ label: 'Sipariş başı (₺)' });
  await add.getByLabel('Tutar / yüzde').fill('20');
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(add.getByRole('alert')).toContainText(RULE);

  // Declared by the owner: who and when are shown, and the same charge is saved.
  await declaration
    .getByRole('button', { name: 'Yüzde usulü uyguladığımızı beyan ediyorum' })
    .click();
  await expect(declaration.getByTestId('article-51-state')).toHaveText(
    /^Zeynep Arslan tarafından \d\d\.\d\d\.\d{4} \d\d:\d\d tarihinde beyan edildi\.$/,
  );
  await add.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText(`${name} kaydedildi`)).toBeVisible();
  const row = page.getByRole('form', { name: `Hizmet bedeli: ${name}` });
  await expect(row.getByTestId('charge-banned')).toHaveCount(0);

  // Withdrawn: the charge stays, flagged with the rule, and the printed list leaves it out.
  await declaration.getByRole('button', { name: 'Beyanı geri al' }).click();
  await expect(declaration.getByTestId('article-51-state')).toHaveText(
    'Beyan yok: servis, masa ve kuver ücreti uygulanamaz.',
  );
  await expect(row.getByTestId('charge-banned')).toContainText(
    'Uygulanmıyor: Fiyat Etiketi Yönetmeliği (m. 8/6)',
  );
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('article-51-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('article-51-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });

  await openScreen(page, 'Menü');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('region', { name: 'Fiyat listesi' })
      .getByRole('button', { name: 'Masa kartı (A6)' })
      .click(),
  ]);
  const text = (await readPrintedPdf(await readFile((await download.path())!))).pages.join(' ');
  expect(text).toContain('Servis ücreti alınmaz');
  expect(text).not.toContain(name);

  // Switched off, it is no longer flagged.
  await openScreen(page, 'Ayarlar');
  await row.getByLabel('Etkin').uncheck();
  await row.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${name} kaydedildi`)).toBeVisible();
  await expect(row.getByTestId('charge-banned')).toHaveCount(0);
});
