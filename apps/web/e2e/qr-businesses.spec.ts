import { expect, test } from './fixtures.ts';
import { BOGAZ, EGE } from './support/qr-video.ts';

// The business list reached from the scan page (000 §2.7 'View Business List', in Turkish on a
// Turkish phone).

test('a diner who cannot scan finds a business and opens its menu', async ({ page }) => {
  await page.goto('/customerapp/qr-scan');
  await page.getByRole('link', { name: 'İşletme Listesini Gör' }).click();
  await expect(page).toHaveURL('/customerapp/businesses');
  await expect(page.getByRole('heading', { level: 1, name: 'İşletmeler' })).toBeVisible();

  const list = page.getByRole('list', { name: 'İşletme listesi' });
  // Two restaurants and the café with real opening hours (issue 20).
  await expect(list.getByRole('link')).toHaveCount(3);
  await expect(list.getByRole('link').first()).toContainText('Boğaziçi Lokantası');
  await expect(list.getByRole('link').first()).toContainText('Cevdet Paşa Cad. No: 34');
  // Other specs may have rated it already: either reading of the rating is shown.
  await expect(list.getByRole('link').first()).toContainText(/Henüz değerlendirme yok|puan/);

  await list.getByRole('link', { name: /Ege Sofrası/ }).click();
  await expect(page).toHaveURL(`/customerapp/menu/${EGE}`);
});

test('the search ignores Turkish letters and case', async ({ page }) => {
  await page.goto('/customerapp/businesses');
  const search = page.getByRole('searchbox', { name: 'İşletme ara' });
  const links = page.getByRole('list', { name: 'İşletme listesi' }).getByRole('link');
  await expect(links).toHaveCount(3);

  for (const [query, name] of [
    ['bogazici', 'Boğaziçi Lokantası'],
    ['ISTANBUL', 'Boğaziçi Lokantası'],
    ['istanbul', 'Boğaziçi Lokantası'],
    ['izmir', 'Ege Sofrası'],
    ['sofrasi alsancak', 'Ege Sofrası'],
    ['kugulu ankara', 'Kuğulu Kahvecisi'],
  ] as const) {
    await search.fill(query);
    await expect(links, query).toHaveCount(1);
    await expect(links.first(), query).toContainText(name);
  }

  await search.fill('çay bahçesi');
  await expect(page.getByRole('status')).toHaveText('Aramanıza uygun işletme bulunamadı.');
  await search.fill('');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute('href', `/customerapp/menu/${BOGAZ}`);
});
