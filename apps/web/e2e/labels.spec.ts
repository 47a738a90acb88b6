import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';

// Issue 30 (Low): one name per thing across the diner app, on a narrow phone. The bars say the
// specification's labels (000 §2.2: 'QR Tara' and 'Profilim'; in English the ones it quotes,
// 'QR Scan' and 'Profile'), the scan page's bar as the shared one; and the header's 'Masa' reads
// whole at 360 px next to a long greeting (it was cut to 'M…').

test.use({ viewport: { width: 360, height: 640 } });

const mainBar = (page: Page) => page.getByRole('navigation', { name: /^(Ana menü|Main menu)$/ });
const scanBar = (page: Page) =>
  page.getByRole('navigation', { name: /^(Tarama sayfası menüsü|Scan page menu)$/ });

async function readLabels(page: Page, labels: string[], scanTab: string) {
  const session = await registerByApi(page.request, uniqueEmail('etiket'), 'Muhammedcan Yılmaz');
  await storeSession(page, session);
  await page.goto('/customerapp/');
  const title = page.getByRole('heading', { level: 1, name: 'Masa', exact: true });
  await expect(title).toBeVisible();
  // The title is whole: nothing of it is cut off by the greeting beside it.
  expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth)).toBe(true);
  await page.screenshot({ path: `test-results/labels/home-${scanTab}.png` });
  await expect(mainBar(page).getByRole('link')).toHaveText(labels);

  await mainBar(page).getByRole('link', { name: scanTab }).click();
  await expect(scanBar(page).getByRole('link')).toHaveText(labels);
}

test('a Turkish phone at 360 px: the bars say the same names, and "Masa" whole', async ({
  page,
}) => {
  await readLabels(page, ['Ana Sayfa', 'QR Tara', 'Siparişler', 'Profilim'], 'QR Tara');
});

test.describe('in English', () => {
  test.use({ locale: 'en-GB' });

  test('an English phone at 360 px: the bars say the same names, and "Masa" whole', async ({
    page,
  }) => {
    await readLabels(page, ['Home', 'QR Scan', 'Orders', 'Profile'], 'QR Scan');
  });
});
