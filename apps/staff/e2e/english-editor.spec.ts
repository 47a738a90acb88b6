import { type Page, expect, test } from '@playwright/test';
import { EGE } from '../../web/e2e/support/qr-video.ts';
import { signInStaff } from './support/sign-in.ts';
import { newPhone } from '../../web/e2e/support/phone.ts';

// Issue 30 (ADR 060): the owner gives an option group, a choice and a service charge their
// English in the staff app; an English diner's menu reads them, and the Turkish names (what the
// cart sends back) stay as they were. Ege Sofrası's Levrek Izgara and its VIP charge (VIP 8
// only) are put back as the seed had them at the end.

const OWNER = { email: 'staff@ege.masa.app', password: 'staff1234' };
const DISH = 'Levrek Izgara';
const CHARGE = 'VIP Masa Ücreti';

type Named = { name: string; nameEn: string };
type MenuDish = Named & { options: (Named & { choices: Named[] })[] };

/** The dish's form in the menu editor. */
async function openDish(page: Page) {
  const views = page.getByRole('navigation', { name: 'Ekranlar' });
  await views.getByRole('link', { name: 'Menü', exact: true }).click();
  await page.getByRole('button', { name: /^Deniz Ürünleri \d+ ürün$/ }).click();
  await page.getByRole('button', { name: `${DISH} düzenle` }).click();
  return page.getByRole('form', { name: `${DISH} düzenleniyor` });
}

async function setOptionEnglish(page: Page, group: string, choice: string) {
  const form = await openDish(page);
  const first = form.getByRole('group', { name: 'Seçenek grubu 1' });
  await expect(first.getByLabel('Grup adı')).toHaveValue('Servis');
  await first.getByLabel('Grubun İngilizcesi').fill(group);
  await first.getByLabel('İngilizcesi', { exact: true }).first().fill(choice);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${DISH} kaydedildi.`)).toBeVisible();
}

async function setChargeEnglish(page: Page, name: string) {
  const views = page.getByRole('navigation', { name: 'Ekranlar' });
  await views.getByRole('link', { name: 'Ayarlar' }).click();
  const form = page.getByRole('form', { name: `Hizmet bedeli: ${CHARGE}` });
  await form.getByLabel('İngilizce ad').fill(name);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(`${CHARGE} kaydedildi`)).toBeVisible();
}

test("the owner gives an option and a charge their English; an English diner's menu reads them", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, OWNER);
  try {
    await setOptionEnglish(page, 'How it is cooked', 'Charcoal grilled');
    await setChargeEnglish(page, 'VIP Table Fee');

    // An English phone opens Ege Sofrası's menu: the menu it reads has the English beside the
    // Turkish, for the dish's sheet to show.
    const context = await newPhone(browser, { locale: 'en-GB' });
    const phone = await context.newPage();
    const menuRead = phone.waitForResponse(
      (res) => res.url().includes(`/api/products/business/${EGE}`) && res.status() === 200,
    );
    await phone.goto(`/customerapp/menu/${EGE}`);
    const menu = (await (await menuRead).json()).data as MenuDish[];
    const dish = menu.find((p) => p.options.some((o) => o.name === 'Servis'))!;
    expect(dish.options[0]).toMatchObject({
      name: 'Servis',
      nameEn: 'How it is cooked',
      choices: [
        { name: 'Izgara', nameEn: 'Charcoal grilled' },
        { name: 'Buğulama', nameEn: 'Poached' },
      ],
    });
    const charges = await phone.request.get(
      `/api/service-charges/business/${EGE}/applicable?tableId=table-ege08&personCount=2&orderAmount=50000`,
      { headers: { 'accept-language': 'en-GB' } },
    );
    expect((await charges.json()).data).toContainEqual(
      expect.objectContaining({ name: CHARGE, nameEn: 'VIP Table Fee' }),
    );
    await context.close();

    // Back in the editor, the English is kept.
    const again = await openDish(page);
    await expect(again.getByLabel('Grubun İngilizcesi')).toHaveValue('How it is cooked');
  } finally {
    await setOptionEnglish(page, 'Cooked', 'Grilled');
    await setChargeEnglish(page, 'VIP Table Charge');
  }
});
