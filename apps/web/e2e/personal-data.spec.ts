import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { registerByApi, storeSession, uniqueEmail } from './support/account-helpers.ts';

// Issue 35 §5 (KVKK 6698 art. 11, ADR 090): a diner downloads what Masa keeps about them from
// the profile.

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
